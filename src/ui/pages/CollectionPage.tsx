export function CollectionPage() {
  return <h1>Collection</h1>
}
