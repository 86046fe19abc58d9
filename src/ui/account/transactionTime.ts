/** When a transaction was sent, as a person glances at it: 'just now', '5 min ago', '14:05', or 'Mar 3, 14:05'. */
export function formatTransactionTime(sentAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - sentAt) / 1000))
  if (seconds < 60) return 'just now'
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`
  const sent = new Date(sentAt)
  const time = sent.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  if (sent.toDateString() === new Date(now).toDateString()) return time
  return `${sent.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`
}
