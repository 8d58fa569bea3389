@testable import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the WebDAV XML reader: mutations of real WebDAV bodies must give a tree within
/// the limits or a `DAVXMLError` (never a crash), invalid UTF-8 always an error; generated
/// trees must read back as written, or fail on nesting exactly when they are too deep.
/// `DOMOV_FUZZ_INPUTS=100000 swift test --filter DAVXMLReaderFuzzTests` for a full run.
@Suite("WebDAV XML reader fuzzing")
struct DAVXMLReaderFuzzTests {
    static let corpus = [
        #"""
        <?xml version="1.0" encoding="UTF-8"?><A:propfind xmlns:A="DAV:"><A:prop><A:current-user-principal/><A:principal-URL/>\#
        <A:resourcetype/></A:prop></A:propfind>
        """#,
        #"<?xml version="1.0" encoding="utf-8" ?><D:propfind xmlns:D="DAV:"><D:allprop/></D:propfind>"#,
        """
        <propfind xmlns="DAV:" xmlns:CAL="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/" \
        xmlns:ICAL="http://apple.com/ns/ical/">
         <prop><displayname/><CAL:supported-calendar-component-set/><CS:getctag/><ICAL:calendar-color/><sync-token/>\
        <current-user-privilege-set/></prop>
        </propfind>
        """,
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propertyupdate xmlns:d="DAV:" xmlns:a="http://apple.com/ns/ical/">
          <d:set><d:prop><d:displayname>Rodina &amp; přátelé</d:displayname><a:calendar-color>#FF2968FF</a:calendar-color>\
        <a:calendar-order>3</a:calendar-order></d:prop></d:set>
          <d:remove><d:prop><a:calendar-order/></d:prop></d:remove>
        </d:propertyupdate>
        """,
        """
        <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
          <d:prop><d:getetag/><c:calendar-data/></d:prop>
          <d:href>/dav/calendars/u/h/a.ics</d:href><d:href>/dav/calendars/u/h/b%20c.ics</d:href>
        </c:calendar-multiget>
        """,
        """
        <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
          <D:prop><D:getetag/><C:calendar-data><C:expand start="20260101T000000Z" end="20260201T000000Z"/></C:calendar-data></D:prop>
          <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
            <C:time-range start="20260101T000000Z" end="20260201T000000Z"/>
            <C:prop-filter name="SUMMARY"><C:text-match collation="i;unicode-casemap" \
        negate-condition="no">schůzka</C:text-match></C:prop-filter>
            <C:prop-filter name="ATTENDEE"><C:param-filter name="PARTSTAT"><C:is-not-defined/></C:param-filter></C:prop-filter>
          </C:comp-filter></C:comp-filter></C:filter>
        </C:calendar-query>
        """,
        #"""
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>https://domov.invalid/sync/12</d:sync-token><d:sync-level>1</d:sync-level>\#
        <d:limit><d:nresults>100</d:nresults></d:limit><d:prop><d:getetag/></d:prop></d:sync-collection>
        """#,
        #"""
        <C:free-busy-query xmlns:C="urn:ietf:params:xml:ns:caldav"><C:time-range start="20260301T000000Z" end="20260401T000000Z"/>\#
        </C:free-busy-query>
        """#,
        """
        <?xml version="1.0" encoding="utf-8"?>
        <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:A="http://apple.com/ns/ical/">
        <D:set><D:prop><D:displayname>Sport</D:displayname><A:calendar-color>#16A34AFF</A:calendar-color>
        <C:calendar-description xml:lang="cs">Běh a kolo</C:calendar-description>
        <C:supported-calendar-component-set><C:comp name="VEVENT"/><C:comp name="VTODO"/></C:supported-calendar-component-set>
        <C:calendar-timezone><![CDATA[BEGIN:VCALENDAR
        BEGIN:VTIMEZONE
        TZID:Europe/Prague
        END:VTIMEZONE
        END:VCALENDAR]]></C:calendar-timezone>
        </D:prop></D:set></C:mkcalendar>
        """,
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:multistatus xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/" xmlns:c="urn:ietf:params:xml:ns:caldav">
        <d:response><d:href>/calendars/jana/home/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:calendar/></d:resourcetype>
        <d:displayname>Domov</d:displayname><cs:getctag>"abc"</cs:getctag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
        <d:propstat><d:prop><d:getetag/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>
        <d:response><d:href>/calendars/jana/home/a.ics</d:href><d:propstat><d:prop><d:getetag>&quot;7&quot;</d:getetag>
        <c:calendar-data>BEGIN:VCALENDAR&#13;
        VERSION:2.0&#13;
        END:VCALENDAR&#13;
        </c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
        <d:sync-token>http://example.org/sync/3</d:sync-token></d:multistatus>
        """,
    ]

    static let dictionary = [
        "<", ">", "/>", "</", "<?", "?>", "<?xml?>", "<?xml version='1.0'?>", "<?foo?>", "<!--", "-->", "<![CDATA[", "]]>",
        "<!DOCTYPE a>", "<!ENTITY x 'y'>", "&", ";", "&amp;", "&lt;", "&#", "&#x", "&#0;", "&#xD800;", "&#x10FFFF;", "&#1114112;",
        "&x;", "xmlns=", "xmlns:d=", "xmlns:=", "xml:lang=", "\"", "'", "=", ":", "d:", "::", "<d:prop>", "</d:prop>", "<a>", "</a>",
        "DAV:", " ", "\t",
    ]

    @Test func mutatedWebDAVBodiesGiveATreeOrAnError() {
        let reader = DAVXMLReader(limits: .request)
        var read = 0
        var refused = 0
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 3000)) {
            do {
                let root = try reader.read(bytes: input)
                read += 1
                #expect(String(validating: input, as: UTF8.self) != nil, "invalid UTF-8 was read: \(input)")
                #expect(Self.withinLimits(root, .request))
            } catch {
                refused += 1
                #expect(error.line >= 1 && error.offset <= input.count)
            }
        }
        // Both outcomes are reached, or the mutations test nothing.
        #expect(read > 0 && refused > 0)
        FuzzInputs.report("mutated WebDAV bodies: \(read) read, \(refused) refused (DAVXMLError)")
    }

    @Test func generatedTreesReadBackAsWrittenUnlessTooDeep() throws {
        var random = SeededRandom(seed: FuzzInputs.seed)
        for _ in 0..<FuzzInputs.count(default: 3000) / 4 {
            var writer = TreeWriter(random: random)
            let depth = random.below(100) + 1
            let (text, expected) = writer.document(depth: depth)
            random = writer.random
            do {
                let root = try DAVXMLReader().read(bytes: Array(text.utf8))
                #expect(depth <= 64, "a tree \(depth) deep was read")
                #expect(root == expected, "\(text)")
            } catch {
                #expect(depth > 64 && error.reason == .nestingTooDeep(limit: 64), "\(error): \(text)")
            }
        }
    }

    /// Depth and element count, walked without recursion.
    static func withinLimits(_ root: DAVElement, _ limits: DAVXMLReader.Limits) -> Bool {
        var pending = [(root, 1)]
        var count = 0
        while let item = pending.popLast() {
            let (element, depth) = item
            count += 1
            guard depth <= limits.maximumDepth, count <= limits.maximumElements else { return false }
            pending += element.children.map { ($0, depth + 1) }
        }
        return true
    }
}

/// Writes a random chain of elements `depth` deep with siblings, prefixes, default
/// namespaces, attributes and escaped text, and the tree a correct reader makes of it.
struct TreeWriter {
    var random: SeededRandom
    let namespaces = ["DAV:", "urn:ietf:params:xml:ns:caldav", "http://apple.com/ns/ical/", "urn:x:ž"]
    let names = ["prop", "href", "comp-filter", "calendar-data", "název", "a_b.c-d"]

    mutating func document(depth: Int) -> (String, DAVElement) {
        let (body, element) = self.element(depth: depth)
        let declaration = random.below(2) == 0 ? #"<?xml version="1.0" encoding="utf-8"?>"# + "\n" : ""
        return (declaration + body, element)
    }

    /// Iteratively: the chain is built from the innermost element outwards.
    mutating func element(depth: Int) -> (String, DAVElement) {
        var text = ""
        var tree: DAVElement?
        for _ in 0..<depth {
            let namespace = namespaces[random.below(namespaces.count)]
            let name = names[random.below(names.count)]
            let prefixed = random.below(2) == 0
            let qualified = prefixed ? "p\(random.below(3)):\(name)" : name
            let declaration = prefixed ? " xmlns:\(qualified.split(separator: ":")[0])=\"\(namespace)\"" : " xmlns=\"\(namespace)\""
            var attributes: [String: String] = [:]
            var attributeText = ""
            if random.below(3) == 0 {
                let value = ["VEVENT", "a<b", "x&y", "\"q\"", "ř"][random.below(5)]
                attributes["name"] = value
                attributeText = " name=\"\(Self.escape(value))\""
            }
            var children: [DAVElement] = []
            var content = ""
            if let inner = tree {
                children.append(inner)
                content = text
                if random.below(3) == 0 {
                    let sibling = DAVElement(namespace: "", name: "s", attributes: [:], children: [], text: "")
                    children.append(sibling)
                    content += "<s xmlns=\"\"/>"
                }
            }
            var own = ""
            if children.isEmpty, random.below(2) == 0 {
                own = ["Rodina & přátelé", "<tag>", "a\"b'c", "20260101T000000Z", "😀 č"][random.below(5)]
                content = random.below(3) == 0 ? "<![CDATA[\(own)]]>" : Self.escape(own)
            }
            text =
                content.isEmpty && random.below(2) == 0
                ? "<\(qualified)\(declaration)\(attributeText)/>"
                : "<\(qualified)\(declaration)\(attributeText)>\(content)</\(qualified)>"
            tree = DAVElement(namespace: namespace, name: name, attributes: attributes, children: children, text: own)
        }
        return (text, tree ?? DAVElement(namespace: "", name: "empty", attributes: [:], children: [], text: ""))
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&#34;").replacingOccurrences(of: "ř", with: "&#x159;")
    }
}
