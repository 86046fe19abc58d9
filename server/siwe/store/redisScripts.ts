/** Lua run inside Redis, so each step is atomic across every instance sharing it. */

/** KEYS[1] session, KEYS[2] the address's set of session ids; ARGV: json, expiresAt (ms), id, now (ms). */
export const SAVE_SESSION = `
redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
local ttl = redis.call('PTTL', KEYS[2])
if ttl < tonumber(ARGV[2]) - tonumber(ARGV[4]) then redis.call('PEXPIREAT', KEYS[2], ARGV[2]) end
return 1`

/** KEYS[1] the address's set; ARGV[1] the session key prefix. Returns how many live sessions were ended. */
export const DELETE_SESSIONS_OF = `
local ids = redis.call('SMEMBERS', KEYS[1])
local ended = 0
for _, id in ipairs(ids) do ended = ended + redis.call('DEL', ARGV[1] .. id) end
redis.call('DEL', KEYS[1])
return ended`

/**
 * Token bucket (the same arithmetic as tokenBucket.ts). KEYS[1] bucket; ARGV: burst, perSecond, now (ms).
 * Returns -1 when a token was taken, else the ms until one is whole. The key expires once the bucket is full.
 */
export const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = burst
if saved[1] then
  tokens = math.min(burst, tonumber(saved[1]) + math.max(0, now - tonumber(saved[2])) / 1000 * rate)
end
local wait = -1
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / rate * 1000) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return wait`
