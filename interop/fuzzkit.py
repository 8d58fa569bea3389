"""Inputs and plumbing for test_http_fuzz.py: seed documents (WebDAV XML, iCalendar, JSON,
forms), mutators that break them in the ways parsers trip over, and a small HTTP/1.1 client on
raw sockets with keep-alive, so tens of thousands of requests fit in a few minutes and a lying
Content-Length can be sent at all (requests and urllib fix it up)."""

from __future__ import annotations

import json
import random
import socket
import time
from dataclasses import dataclass
from urllib.parse import quote

# MARK: Seeds

DAV_PROPS = ["d:resourcetype", "d:getetag", "d:displayname", "d:sync-token", "d:current-user-principal",
             "d:supported-report-set", "d:current-user-privilege-set", "d:owner", "d:getcontenttype",
             "c:calendar-data", "c:calendar-home-set", "c:calendar-user-address-set", "c:max-resource-size",
             "c:max-instances", "c:supported-calendar-component-set", "c:calendar-description",
             "cs:getctag", "ic:calendar-color", "ic:calendar-order", "x:unknown"]
NS = ('xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/" '
      'xmlns:ic="http://apple.com/ns/ical/" xmlns:x="urn:example:fuzz"')


def _props(rng: random.Random) -> str:
    return "".join(f"<{p}/>" for p in rng.sample(DAV_PROPS, rng.randint(1, 6)))


def _range(rng: random.Random) -> str:
    start, end = rng.choice([("20260301T000000Z", "20260601T000000Z"), ("20260101T000000Z", "20270101T000000Z"),
                             ("00010101T000000Z", "99991231T235959Z"), ("20260601T000000Z", "20260301T000000Z"),
                             ("2026-03-01", "tomorrow"), ("", "")])
    return f'start="{start}" end="{end}"'


def xml_seed(kind: str, rng: random.Random, hrefs: list[str]) -> str:
    """A valid (or nearly) body of one WebDAV method."""
    decl = '<?xml version="1.0" encoding="utf-8"?>' if rng.random() < 0.5 else ""
    if kind == "PROPFIND":
        inner = rng.choice([f"<d:prop>{_props(rng)}</d:prop>", "<d:allprop/>", "<d:propname/>"])
        return f"{decl}<d:propfind {NS}>{inner}</d:propfind>"
    if kind == "PROPPATCH":
        sets = rng.choice(["<d:displayname>Kuchyň</d:displayname>", "<ic:calendar-color>#FF0000FF</ic:calendar-color>",
                           "<ic:calendar-order>3</ic:calendar-order>", "<c:calendar-description>x</c:calendar-description>",
                           "<x:private>1</x:private>"])
        op = rng.choice(["set", "remove"])
        return f"{decl}<d:propertyupdate {NS}><d:{op}><d:prop>{sets}</d:prop></d:{op}></d:propertyupdate>"
    if kind == "MKCALENDAR":
        comps = "".join(f'<c:comp name="{c}"/>' for c in rng.sample(["VEVENT", "VTODO", "VJOURNAL", "VX"], rng.randint(1, 2)))
        return (f"{decl}<c:mkcalendar {NS}><d:set><d:prop><d:displayname>Fuzz {rng.randint(0, 999)}</d:displayname>"
                f"<c:supported-calendar-component-set>{comps}</c:supported-calendar-component-set>"
                f"<ic:calendar-color>#00FF00</ic:calendar-color></d:prop></d:set></c:mkcalendar>")
    # REPORT
    which = rng.randrange(7)
    data = rng.choice(["<c:calendar-data/>", f"<c:calendar-data><c:expand {_range(rng)}/></c:calendar-data>",
                       '<c:calendar-data><c:comp name="VCALENDAR"><c:comp name="VEVENT"><c:prop name="SUMMARY"/></c:comp></c:comp></c:calendar-data>'])
    if which == 0:
        match = rng.choice(["", '<c:prop-filter name="SUMMARY"><c:text-match collation="i;unicode-casemap" negate-condition="yes">ka</c:text-match></c:prop-filter>',
                            '<c:prop-filter name="UID"><c:is-not-defined/></c:prop-filter>',
                            '<c:prop-filter name="DTSTART"><c:param-filter name="TZID"><c:text-match collation="x;bogus">P</c:text-match></c:param-filter></c:prop-filter>'])
        return (f"{decl}<c:calendar-query {NS}><d:prop><d:getetag/>{data}</d:prop><c:filter><c:comp-filter name=\"VCALENDAR\">"
                f"<c:comp-filter name=\"{rng.choice(['VEVENT', 'VTODO', 'VALARM', 'X'])}\"><c:time-range {_range(rng)}/>{match}"
                f"</c:comp-filter></c:comp-filter></c:filter></c:calendar-query>")
    if which == 1:
        refs = "".join(f"<d:href>{h}</d:href>" for h in rng.sample(hrefs, min(len(hrefs), rng.randint(1, 4))))
        return f"{decl}<c:calendar-multiget {NS}><d:prop><d:getetag/>{data}</d:prop>{refs}</c:calendar-multiget>"
    if which == 2:
        token = rng.choice(["", "http://domov.example/sync/1", "data:,1", "urn:domov:sync:0:0:99999999999999999999"])
        limit = rng.choice(["", "<d:limit><d:nresults>2</d:nresults></d:limit>", "<d:limit><d:nresults>-1</d:nresults></d:limit>"])
        return (f"{decl}<d:sync-collection {NS}><d:sync-token>{token}</d:sync-token><d:sync-level>1</d:sync-level>"
                f"{limit}<d:prop><d:getetag/></d:prop></d:sync-collection>")
    if which == 3:
        return f"{decl}<c:free-busy-query {NS}><c:time-range {_range(rng)}/></c:free-busy-query>"
    if which == 4:
        return f'{decl}<d:principal-property-search {NS}><d:property-search><d:prop><d:displayname/></d:prop><d:match>a</d:match></d:property-search></d:principal-property-search>'
    if which == 5:
        return f"{decl}<x:no-such-report {NS}/>"
    return f"{decl}<c:calendar-query {NS}><d:prop>{data}</d:prop><c:filter><c:comp-filter name=\"VCALENDAR\"/></c:filter></c:calendar-query>"


def ical_seed(rng: random.Random, uid: str) -> str:
    # The largest COUNT a rule more often than daily may have (a billion seconds, counted from
    # DTSTART on every view, held each for half a minute and is refused).
    rule = rng.choice(["", "RRULE:FREQ=DAILY;COUNT=10", "RRULE:FREQ=MINUTELY", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270101T000000Z",
                       "RRULE:FREQ=MONTHLY;BYMONTHDAY=-1", "RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "RRULE:FREQ=SECONDLY;COUNT=10000"])
    component = rng.choice(["VEVENT", "VTODO"])
    end = "DTEND;TZID=Europe/Prague:20260323T190000" if component == "VEVENT" else "DUE;TZID=Europe/Prague:20260323T190000"
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fuzz//EN",
             "BEGIN:VTIMEZONE", "TZID:Europe/Prague", "BEGIN:STANDARD", "DTSTART:19701025T030000", "TZOFFSETFROM:+0200",
             "TZOFFSETTO:+0100", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD", "END:VTIMEZONE",
             f"BEGIN:{component}", f"UID:{uid}", "DTSTAMP:20260301T120000Z", "DTSTART;TZID=Europe/Prague:20260323T180000",
             end, "SUMMARY:Zkouška sboru", "DESCRIPTION:Přinést noty\\, tužku", rule,
             "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM", f"END:{component}", "END:VCALENDAR"]
    return "\r\n".join(l for l in lines if l) + "\r\n"


# MARK: Mutators

JUNK = ["<", ">", "&", "&amp", "&#0;", "&#xD800;", "&bogus;", '"', "'", "]]>", "<![CDATA[", "<!--", "-->", "<?pi x?>",
        '<!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]>', "&e;", "\x00", "\ufeff", "\ud800", "\uffff", "\r", "\n",
        ":", ";", ",", "=", "\\", "%", "%00", "%zz", "T", "Z", "-", "+", "99999999999999999999", "-1", "0", "1e999",
        "NaN", "null", "[", "]", "{", "}", "\t", " ", "ž", "😀", "\u202e"]


MAXIMUM_BODY = 64 * 1024  # larger bodies are the huge-body probes' job; these must be many and quick


def mutate_text(text: str, rng: random.Random, extra: list[str]) -> bytes:
    """1 to 4 random edits: cuts, copies, junk, swaps; sometimes at the byte level. At most
    MAXIMUM_BODY bytes (a longer result is cut, one more way of breaking it)."""
    pool = JUNK + extra
    for _ in range(rng.randint(1, 4)):
        n = len(text)
        i, j = sorted((rng.randint(0, n), rng.randint(0, n)))
        op = rng.randrange(8)
        if op == 0:
            text = text[:i] + text[j:]
        elif op == 1:
            text = text[:i] + text[i:j][:2000] * rng.randint(2, 20) + text[j:]
        elif op == 2:
            text = text[:i] + rng.choice(pool) + text[i:]
        elif op == 3:
            text = text[:i] + rng.choice(pool) * rng.choice([2, 10, 100, 1000]) + text[j:]
        elif op == 4:
            text = text[:i]
        elif op == 5 and n:
            text = text[:i] + chr(rng.randint(0, 0x2FF)) + text[i + 1:]
        elif op == 6:
            text = text[j:] + text[:i]
        else:
            text = text[:i] + rng.choice(extra or pool) + text[j:]
        text = text[:MAXIMUM_BODY]
    data = text.encode("utf-8", "surrogatepass")[:MAXIMUM_BODY]
    if rng.random() < 0.1 and data:
        k = rng.randrange(len(data))
        data = data[:k] + bytes([rng.randrange(256)]) + data[k + 1:]
    return data


XML_EXTRA = ["<d:prop>", "</d:prop>", "<a>" * 80, "</a>" * 3, "<d:href>/dav/../../etc/passwd</d:href>",
             " ".join(f'a{k}="1"' for k in range(40)), " ".join(f'xmlns:n{k}="urn:{k}"' for k in range(140)),
             "<" + "n" * 300 + "/>", '<?xml version="1.0" encoding="UTF-16"?>', 'xmlns="urn:other"', "<d:x xmlns:d=''/>",
             '<c:expand start="00010101T000000Z" end="99991231T235959Z"/>', '<c:time-range start="20260101T000000Z"/>',
             "<d:nresults>99999999999999999999</d:nresults>", "<c:text-match>" + "x" * 5000 + "</c:text-match>"]
ICAL_EXTRA = ["\r\nRRULE:FREQ=SECONDLY\r\n", "\r\nRRULE:FREQ=YEARLY;BYSETPOS=-366;BYYEARDAY=-366;INTERVAL=1000000\r\n",
              "\r\nRRULE:FREQ=DAILY;UNTIL=bogus\r\n", "\r\nRRULE:FREQ=MONTHLY;BYDAY=99MO;COUNT=0\r\n",
              "\r\nDTSTART:99991231T235959Z\r\n", "\r\nDTSTART:00000000T000000Z\r\n", "\r\nDTSTART;VALUE=DATE:20260230\r\n",
              "\r\nDURATION:P99999999W\r\n", "\r\nEXDATE;TZID=Nowhere/Land:20260324T180000\r\n", "\r\nRDATE;VALUE=PERIOD:20260324T180000Z/PT1H\r\n",
              "\r\nRECURRENCE-ID:20260330T160000Z\r\n", "\r\nBEGIN:VEVENT\r\n" * 20, "\r\nEND:VCALENDAR\r\n", "\r\n " + "x" * 3000,
              "\r\nATTENDEE;CN=\"a\\\"b\";PARTSTAT=X:mailto:a@b\r\n", "\r\nX-" + "P" * 300 + ":v\r\n", "\r\nSEQUENCE:99999999999\r\n",
              "\r\nUID:" + "u" * 2000 + "\r\n", ";" + "X=1;" * 120, "\n", "\r"]
JSON_EXTRA = ['"', "[" * 600, "{" * 600, '"\\ud800"', '"\\u0000"', "1e99999", "-0", str(2 ** 70), "true", '"' + "x" * 20000 + '"',
              '{"a":1,"a":2}', "\x00", ",", ":", '"2026-02-30T25:61"', '"9999-12-31T23:59:59Z"', '"P99999999W"',
              '"FREQ=SECONDLY"', '"#zzz"', '"../../etc"', '{"$ref":"#"}']


def form_value(rng: random.Random) -> str:
    return rng.choice(["", "x", "Zkouška", "0", "-1", "99999999999999999999", "2026-03-23", "2026-02-30", "25:61", "on", "off",
                       "x" * rng.choice([300, 5000, 70000]), "\x00", "%00", "<script>", "' OR 1=1 --", "Europe/Prague",
                       "Nowhere/Land", "#ff0000", "daily", "FREQ=SECONDLY", "😀" * 100, "\u202e", "1e999", "NaN"])


def mutated_form(fields: dict[str, str], rng: random.Random) -> bytes:
    """An application/x-www-form-urlencoded body: fields kept, changed, dropped, doubled, or broken encoding."""
    pairs = [(k, v) for k, v in fields.items() if rng.random() > 0.15]
    pairs = [(k, form_value(rng) if rng.random() < 0.5 else v) for k, v in pairs]
    for _ in range(rng.randint(0, 3)):
        pairs.append((rng.choice(list(fields) or ["x"]) if rng.random() < 0.7 else rng.choice(["x", "", "a[]", "%", "_csrf"]),
                      form_value(rng)))
    body = "&".join(f"{quote(k, safe='[]')}={quote(v, safe='')}" for k, v in pairs)
    if rng.random() < 0.2:
        body = mutate_text(body, rng, ["%", "%g", "%ff", "%c3%28", "&&", "==", "+", "%0", ";"]).decode("utf-8", "replace")
    return body.encode("utf-8", "surrogatepass")


def json_from_schema(schema: dict, doc: dict, rng: random.Random, depth: int = 0):
    """A plausible value for an OpenAPI schema (refs resolved), the seed JSON mutations start from."""
    while "$ref" in schema:
        node = doc
        for part in schema["$ref"].lstrip("#/").split("/"):
            node = node.get(part, {})
        schema = node
    if depth > 5:
        return None
    for key in ("oneOf", "anyOf", "allOf"):
        if schema.get(key):
            return json_from_schema(rng.choice(schema[key]), doc, rng, depth + 1)
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = rng.choice(kind)
    if kind == "object":
        return {name: json_from_schema(sub, doc, rng, depth + 1) for name, sub in (schema.get("properties") or {}).items()
                if rng.random() < 0.85}
    if kind == "array":
        return [json_from_schema(schema.get("items") or {}, doc, rng, depth + 1) for _ in range(rng.randint(0, 3))]
    if kind in ("integer", "number"):
        return rng.choice([0, 1, 7, 60, -1, 1000, schema.get("minimum", 0), schema.get("maximum", 10)])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "null":
        return None
    fmt = schema.get("format", "")
    return {"date-time": "2026-03-23T18:00:00Z", "date": "2026-03-23", "uuid": "00000000-0000-0000-0000-000000000000",
            "uri": "https://example.com/x", "email": "a@example.com"}.get(fmt, rng.choice(["Kuchyň", "x", "2026-03-23T18:00", "daily", "#FF0000"]))


def mutated_json(seed, rng: random.Random) -> bytes:
    text = json.dumps(seed, ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.3:
        return text.encode()  # structurally valid: the values alone are wrong
    return mutate_text(text, rng, JSON_EXTRA)


# MARK: HTTP on raw sockets

@dataclass
class Answer:
    status: int | None  # None: the connection closed (or timed out) without a whole answer
    close: bool


class RawConnection:
    """One keep-alive HTTP/1.1 connection; reconnects when the server closes it."""

    def __init__(self, port: int, timeout: float = 30):
        self.port, self.timeout, self.sock, self.buffer = port, timeout, None, b""

    def _connect(self):
        self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=self.timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def close(self):
        if self.sock:
            self.sock.close()
        self.sock = None

    def exchange(self, head: bytes, body: bytes, pieces: int = 1, pause: float = 0.0, half_close: bool = False) -> Answer:
        """Sends head and body (in `pieces` with `pause` between, as a slow client does) and reads one answer."""
        if self.sock is None:
            self._connect()
        try:
            self.sock.sendall(head)
            step = max(1, -(-len(body) // pieces))
            for k in range(0, len(body), step):
                if k and pause:
                    time.sleep(pause)
                self.sock.sendall(body[k:k + step])
            if half_close:
                self.sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may answer (413) and close before taking the whole body: read what it said
        try:
            answer = self._read()
        except (OSError, ValueError):
            answer = Answer(None, True)
        if answer.close or half_close:
            self.close()
        return answer

    def _fill(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        self.buffer += chunk

    def _read(self) -> Answer:
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ")[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        close = headers.get("connection", "").lower() == "close"
        if status in (204, 304) or 100 <= status < 200:
            return Answer(status, close)
        if headers.get("transfer-encoding", "").lower() == "chunked":
            while True:
                while b"\r\n" not in self.buffer:
                    self._fill()
                size_line, self.buffer = self.buffer.split(b"\r\n", 1)
                size = int(size_line.split(b";")[0], 16)
                while len(self.buffer) < size + 2:
                    self._fill()
                self.buffer = self.buffer[size + 2:]
                if size == 0:
                    return Answer(status, close)
        if "content-length" in headers:
            length = int(headers["content-length"])
            while len(self.buffer) < length:
                self._fill()
            self.buffer = self.buffer[length:]
            return Answer(status, close)
        try:  # no length: the body runs to the end of the connection
            while True:
                self._fill()
        except ConnectionError:
            return Answer(status, True)
