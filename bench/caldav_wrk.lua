-- wrk script for bench/caldav_bench.py: sends the requests listed in a file, one per line, in
-- turn, each thread from its own place in the list, so that every connection asks for
-- different objects (a GET of the same object over and over would measure a cache, not a
-- server).
--   wrk … -s bench/caldav_wrk.lua <base> -- GET <file of paths>
--   wrk … -s bench/caldav_wrk.lua <base> -- REPORT <file of one-line bodies> <collection path>
-- Headers given with -H (Authorization) are sent with every request.

local threads = 0

function setup(thread)
    threads = threads + 1
    thread:set("thread_number", threads)
end

local method, collection, lines, count, position, headers

function init(args)
    method, collection = args[1], args[3]
    lines, count = {}, 0
    for line in io.lines(args[2]) do
        count = count + 1
        lines[count] = line
    end
    -- 7919 is prime, so the threads start far apart whatever the list's length.
    position = (thread_number * 7919) % count
    headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    if method == "REPORT" then
        headers["Content-Type"] = "application/xml; charset=utf-8"
        headers["Depth"] = "1"
    end
end

function request()
    position = position % count + 1
    if method == "GET" then
        return wrk.format("GET", lines[position], headers)
    end
    return wrk.format("REPORT", collection, headers, lines[position])
end
