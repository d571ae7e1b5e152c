-- wrk script: cycles through the requests of a generated file, one per line as
-- METHOD<TAB>PATH<TAB>BODY, and prints the run's figures as one JSON line when done.
-- Arguments: the file and the number of wrk threads; thread k starts at the k-th of that many equal segments
-- of the file, so that the threads do not send the same requests at the same time.
local requests = {}
local counter = 0
local statuses = {}
local next_id = 0

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    local method, path, body = line:match("^(%u+)\t([^\t]+)\t?(.*)$")
    local headers = {}
    if body ~= nil and body ~= "" then headers["Content-Type"] = "application/json" else body = nil end
    requests[#requests + 1] = wrk.format(method, path, headers, body)
  end
  file:close()
  local threads = tonumber(args[2]) or 1
  counter = (tonumber(thread_id) or 0) * math.floor(#requests / threads)
end

function request()
  counter = counter % #requests + 1
  return requests[counter]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function setup(thread)
  thread:set("thread_id", next_id)
  next_id = next_id + 1
end

function done(summary, latency, requests_)
  local non2xx = summary.errors.status
  local out = string.format(
    '{"requests": %d, "duration_s": %.3f, "requests_per_s": %.1f, "p50_ms": %.3f, "p95_ms": %.3f, ' ..
    '"p99_ms": %.3f, "max_ms": %.3f, "errors": {"connect": %d, "read": %d, "write": %d, "timeout": %d, ' ..
    '"non_2xx": %d}}',
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, non2xx)
  io.write("WRK_RESULT " .. out .. "\n")
end
