-- wrk script: cycles through the requests of a generated file, one per line as
-- METHOD<TAB>PATH<TAB>BODY, and prints the run's figures as one JSON line when done.
local requests = {}
local counter = 0
local statuses = {}

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    local method, path, body = line:match("^(%u+)\t([^\t]+)\t?(.*)$")
    local headers = {}
    if body ~= nil and body ~= "" then headers["Content-Type"] = "application/json" else body = nil end
    requests[#requests + 1] = wrk.format(method, path, headers, body)
  end
  file:close()
  counter = math.random(#requests) - 1
end

function request()
  counter = counter % #requests + 1
  return requests[counter]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

local threads = {}
function setup(thread)
  table.insert(threads, thread)
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
