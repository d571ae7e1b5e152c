-- wrk script: cycles through the requests of a generated file, one per line as
-- METHOD<TAB>PATH<TAB>BODY, and prints the run's figures as one JSON line when done.
-- Arguments: the file and the number of wrk threads; thread k starts at the k-th of that many equal segments
-- of the file, so that the threads do not send the same requests at the same time. A third argument "once":
-- each thread sends its segment once and stops (a cold run where every request is distinct, hence computed).
local requests = {}
local counter = 0
local statuses = {}
local next_id = 0
local once = false
local first = 1
local last = 0
local answered = 0

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
  once = args[3] == "once"
  if once then
    first = counter + 1
    last = math.max(first, counter + math.floor(#requests / threads))
  end
end

function request()
  if once then
    counter = counter + 1
    if counter > last then counter = first end  -- only while the last answers are on their way
    return requests[counter]
  end
  counter = counter % #requests + 1
  return requests[counter]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  answered = answered + 1
  if once and answered > last - first then wrk.thread:stop() end
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
