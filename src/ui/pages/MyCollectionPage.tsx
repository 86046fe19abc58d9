export function MyCollectionPage() {
  return <h1>MyCollection</h1>
}
