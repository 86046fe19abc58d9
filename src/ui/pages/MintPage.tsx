export function MintPage() {
  return <h1>Mint</h1>
}
