export function StakePage() {
  return <h1>Stake</h1>
}
