@testable import DomovServer
import Foundation
import Testing

/// The two text encodings every CalDAV answer goes through, written by hand over UTF-8 bytes
/// for speed: they must give what Foundation's general ones gave.
@Suite("DAV text")
struct DAVTextTests {
    @Test func hrefSegmentsArePercentEncodedAsFoundationDoes() {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")
        for segment in ["plain-uid@example.org.ics", "a b/c?d#e%f", "Schůzka týmu.ics", "emoji 🎉.ics", "", "+&=;,'\"<>"] {
            #expect(CalDAVPath.encode(segment) == segment.addingPercentEncoding(withAllowedCharacters: allowed), "\(segment)")
        }
        #expect(CalDAVPath.encode("č") == "%C4%8D")
    }

    @Test func xmlEscapesTheFiveCharactersAndNothingElse() {
        #expect(DAVXML.escape(#""1234-abcd""#) == "&quot;1234-abcd&quot;")
        #expect(DAVXML.escape("Tom & Jerry <3 'ok' > čau 🎉") == "Tom &amp; Jerry &lt;3 &apos;ok&apos; &gt; čau 🎉")
        #expect(DAVXML.escape("nothing to do") == "nothing to do")
    }
}
