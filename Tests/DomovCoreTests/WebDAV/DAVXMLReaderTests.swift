@testable import DomovCore
import Foundation
import Testing

/// The WebDAV XML reader: what it reads as Foundation's XMLParser did, and the inputs that
/// crashed XMLParser (issue 23), each an error value or a tree now.
@Suite("WebDAV XML reader")
struct DAVXMLReaderTests {
    func read(_ text: String, limits: DAVXMLReader.Limits = .request) throws(DAVXMLError) -> DAVElement {
        try DAVXMLReader(limits: limits).read(bytes: Array(text.utf8))
    }

    func reason(_ bytes: [UInt8], limits: DAVXMLReader.Limits = .request) -> DAVXMLError.Reason? {
        do {
            _ = try DAVXMLReader(limits: limits).read(bytes: bytes)
            return nil
        } catch {
            return error.reason
        }
    }

    func reason(_ text: String) -> DAVXMLError.Reason? { reason(Array(text.utf8)) }

    @Test func readsAPropfindWithPrefixesAndDefaultNamespaces() throws {
        let root = try read(
            """
            <?xml version="1.0" encoding="utf-8" ?>
            <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
              <d:prop><d:displayname/><c:calendar-home-set/><x:color xmlns:x="http://apple.com/ns/ical/"/><other xmlns="urn:x"/></d:prop>
            </d:propfind>
            """)
        #expect(root.is(DAVNamespace.dav, "propfind"))
        let prop = try #require(root.child(DAVNamespace.dav, "prop"))
        #expect(
            prop.children.map { "\($0.namespace) \($0.name)" } == [
                "DAV: displayname", "urn:ietf:params:xml:ns:caldav calendar-home-set", "http://apple.com/ns/ical/ color", "urn:x other",
            ])
    }

    @Test func defaultNamespaceIsScopedAndCanBeUndeclared() throws {
        let root = try read(#"<propfind xmlns="DAV:"><prop><a xmlns=""/><b/></prop></propfind>"#)
        let prop = try #require(root.child(DAVNamespace.dav, "prop"))
        #expect(prop.children.map(\.namespace) == ["", "DAV:"])
    }

    @Test func textJoinsReferencesAndCDATAAndIsTrimmed() throws {
        let root = try read("<a>  x &lt;&gt;&amp;&apos;&quot; &#233;&#x10D; <![CDATA[<b>&amp;]]>\r\n</a>")
        #expect(root.text == "x <>&'\" éč <b>&amp;")
        #expect(root.children.isEmpty)
    }

    @Test func lineEndsAreNormalizedAsXMLAsks() throws {
        #expect(try read("<a>one\r\ntwo\rthree&#13;four</a>").text == "one\ntwo\nthree\rfour")
    }

    @Test func attributesAreKeyedByTheirNameAsWrittenWithoutNamespaceDeclarations() throws {
        let root = try read(#"<c:comp-filter xmlns:c="urn:ietf:params:xml:ns:caldav" name="VEVENT" xml:lang='cs' test="a&#9;b&amp;"/>"#)
        #expect(root.attributes == ["name": "VEVENT", "xml:lang": "cs", "test": "a\tb&"])
    }

    @Test func commentsProcessingInstructionsAndABOMAreSkipped() throws {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF] + Array("<?xml version='1.0'?><!-- c --><?pi data?><a><!-- x --><?foo?><b/></a><!-- end -->\n".utf8)
        let root = try DAVXMLReader().read(bytes: bytes)
        #expect(root.name == "a" && root.children.map(\.name) == ["b"])
    }

    // MARK: Issue 23: the inputs that took Domov down

    @Test func anXMLDeclarationWithoutAVersionIsAnError() {
        #expect(reason("<?xml?><a/>") == .malformed("the XML declaration needs a version"))
        #expect(reason(#"<?xml encoding="utf-8"?><a/>"#) != nil)
        #expect(reason("<a/><?xml version='1.0'?>") != nil)
        #expect(reason("<a><?xml?></a>") != nil)
    }

    @Test func aProcessingInstructionWithoutDataIsRead() throws {
        #expect(try read("<a><?foo?></a>").name == "a")
        #expect(try read("<?foo?><a/><?bar?>").name == "a")
        #expect(reason("<a><?foo") == .unexpectedEnd)
        #expect(reason("<a><??></a>") != nil)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        for depth in [65, 1000, 100_000, 140_000] {
            let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
            #expect(reason(text) == .nestingTooDeep(limit: 64))
        }
        let atLimit = String(repeating: "<a>", count: 64) + String(repeating: "</a>", count: 64)
        #expect(reason(atLimit) == nil)
        // A deep body with no end tags at all, under 1 MB, as a PROPFIND.
        #expect(reason(#"<d:propfind xmlns:d="DAV:">"# + String(repeating: "<d:prop>", count: 120_000)) == .nestingTooDeep(limit: 64))
    }

    @Test func invalidUTF8InANameIsAnErrorNotATrap() {
        let propfind = Array(#"<d:propfind xmlns:d="DAV:"><d:allpro"#.utf8) + [0xED] + Array("/></d:propfind>".utf8)
        #expect(reason(propfind) == .invalidUTF8)
        let mkcalendar =
            Array(#"<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:s"#.utf8) + [0xED, 0xA0]
            + Array("et/></c:mkcalendar>".utf8)
        #expect(reason(mkcalendar) == .invalidUTF8)
        for bad: [UInt8] in [[0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]] {
            #expect(reason(Array("<a x='".utf8) + bad + Array("'>t</a>".utf8)) == .invalidUTF8)
            #expect(reason(Array("<a>".utf8) + bad + Array("</a>".utf8)) == .invalidUTF8)
        }
    }

    // MARK: Refusals

    @Test func doctypeAndEntityDeclarationsAreRefused() {
        #expect(reason(#"<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>"#) == .doctypeNotAllowed)
        #expect(reason("<!DOCTYPE a><a/>") == .doctypeNotAllowed)
        #expect(reason("<a>&x;</a>") == .undefinedEntity("x"))
        #expect(reason("<a><!ENTITY x 'y'></a>") != nil)
    }

    @Test func malformedMarkupIsAnErrorWithALine() throws {
        #expect(reason("") == .noRootElement)
        #expect(reason("   ") == .noRootElement)
        #expect(reason("text") != nil)
        #expect(reason("<a>") == .unexpectedEnd)
        #expect(reason("<a></b>") == .mismatchedEndTag(expected: "a", found: "b"))
        #expect(reason("<a/><b/>") != nil)
        #expect(reason("<a x='1' x='2'/>") == .duplicateAttribute("x"))
        #expect(reason("<a x='1'y='2'/>") != nil)
        #expect(reason("<a x=1/>") != nil)
        #expect(reason("<a x='<'/>") != nil)
        #expect(reason("<p:a/>") == .undeclaredPrefix("p"))
        #expect(reason("<a p:x='1'/>") == .undeclaredPrefix("p"))
        #expect(reason("<a:b:c xmlns:a='u'/>") != nil)
        #expect(reason("<a xmlns:p=''/>") != nil)
        #expect(reason("<a>&#0;</a>") == .invalidCharacter)
        #expect(reason("<a>&#xD800;</a>") == .invalidCharacter)
        #expect(reason("<a>&#99999999999;</a>") == .invalidCharacter)
        #expect(reason("<a>&#x+1;</a>") == .invalidCharacter)
        #expect(reason("<a>&amp</a>") != nil)
        #expect(reason([60, 97, 62, 0, 60, 47, 97, 62]) == .invalidCharacter)
        do {
            _ = try read("<a>\n<b>\n</c></a>")
            Issue.record("a mismatched end tag was accepted")
        } catch {
            #expect(error.line == 3)
            #expect(error.description == "line 3: </b> expected, found </c>")
        }
    }

    @Test func limitsAreEnforced() {
        let small = DAVXMLReader.Limits(maximumSize: 100, maximumDepth: 3, maximumElements: 4, maximumNameLength: 5, maximumAttributes: 2)
        #expect(reason(Array(String(repeating: " ", count: 101).utf8), limits: small) == .tooLarge(limit: 100))
        #expect(reason(Array("<a><a><a><a/></a></a></a>".utf8), limits: small) == .nestingTooDeep(limit: 3))
        #expect(reason(Array("<a><b/><b/><b/><b/></a>".utf8), limits: small) == .tooManyElements(limit: 4))
        #expect(reason(Array("<abcdef/>".utf8), limits: small) == .nameTooLong(limit: 5))
        #expect(reason(Array("<a x='' y='' z=''/>".utf8), limits: small) == .tooManyAttributes(limit: 2))
        #expect(reason(Array("<a x='' y=''><b/><b/><b/></a>".utf8), limits: small) == nil)
    }

    @Test func theDataEntryPointChecksTheSizeBeforeCopying() {
        let big = Data(repeating: 32, count: DAVXMLReader.Limits.request.maximumSize + 1)
        #expect(throws: DAVXMLError.self) { try DAVXMLReader().read(big) }
        #expect(DAVElement.parse(big) == nil)
        #expect(DAVElement.parse(Data("<a/>".utf8))?.name == "a")
    }

    /// A multistatus as calendar servers answer the client: more than a request may hold.
    @Test func answersOfCalendarServersMayBeLargerThanRequests() throws {
        let response =
            "<d:response><d:href>/c/x.ics</d:href><d:propstat><d:prop><d:getetag>\"1\"</d:getetag></d:prop></d:propstat></d:response>"
        let body = #"<d:multistatus xmlns:d="DAV:">"# + String(repeating: response, count: 5000) + "</d:multistatus>"
        #expect(reason(body) == .tooManyElements(limit: DAVXMLReader.Limits.request.maximumElements))
        let root = try read(body, limits: .response)
        #expect(root.children(DAVNamespace.dav, "response").count == 5000)
    }
}
