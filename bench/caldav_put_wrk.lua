-- wrk script: PUTs of new objects (If-None-Match: *), each with a new UID, as apps create them;
-- for measuring a PUT's CPU time on a calendar of any size (bench/README.md, "Session 19").
--   wrk -t2 -c16 -d10s -H "Authorization: Basic …" -s bench/caldav_put_wrk.lua <base> -- <collection path> <run tag>
-- The run tag keeps UIDs of different runs on one calendar apart.

local threads = 0

function setup(thread)
    threads = threads + 1
    thread:set("thread_number", threads)
end

local collection, tag, count, headers

function init(args)
    collection, tag = args[1], args[2]
    count = 0
    headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    headers["Content-Type"] = "text/calendar; charset=utf-8"
    headers["If-None-Match"] = "*"
end

function request()
    count = count + 1
    local uid = string.format("put-%s-%d-%d", tag, thread_number, count)
    local day = string.format("%02d", 1 + count % 28)
    local body = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Domov bench//EN\r\nBEGIN:VEVENT\r\nUID:" .. uid
        .. "\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:202606" .. day .. "T100000Z\r\nDTEND:202606" .. day
        .. "T110000Z\r\nSUMMARY:Bench PUT " .. count .. "\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    return wrk.format("PUT", collection .. uid .. ".ics", headers, body)
end
