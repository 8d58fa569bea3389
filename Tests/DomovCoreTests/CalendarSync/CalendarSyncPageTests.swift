import DomovCore
import Foundation
import Testing

/// Sync-token paging (RFC 6578), apart from HTTP: what counts as changed since a token, the
/// token's form and which tokens are refused, and how DAV:limit and an answer's size cut a page.
@Suite("Calendar sync pages")
struct CalendarSyncPageTests {
    typealias Page = CalendarSyncPage<String>

    static func member(_ uid: String, _ revision: Int64, present: Bool = true) -> Page.Member {
        Page.Member(uid: uid, revision: revision, object: present ? "object \(uid)" : nil)
    }

    static func summary(_ members: [Page.Member]) -> [String] {
        members.map { "\($0.uid)@\($0.revision)" + ($0.object == nil ? " gone" : "") }
    }

    @Test func aFirstSyncIsEveryPresentObjectAtItsLatestRevisionOldestFirst() {
        let members = Page.members(
            since: 0, changes: ["b": 7, "a": 7, "c": 3], present: [("a", "A"), ("b", "B"), ("c", "C"), ("never-logged", "N")])
        #expect(Self.summary(members) == ["never-logged@0", "c@3", "a@7", "b@7"])
    }

    @Test func laterSyncsAreTheUIDsChangedSinceWithGoneOnesWithoutObject() {
        let members = Page.members(since: 5, changes: ["moved-away": 9, "edited": 6, "deleted": 8], present: [("edited", "E")])
        #expect(Self.summary(members) == ["edited@6", "deleted@8 gone", "moved-away@9 gone"])
        #expect(members.first?.object == "E")
    }

    @Test func withoutALimitEverythingIsReportedUpToTheRevisionRead() throws {
        let page = try #require(Page(members: [Self.member("a", 2), Self.member("b", 4)], limit: nil, revision: 11))
        #expect(Self.summary(page.members) == ["a@2", "b@4"])
        #expect(page.reportedUpTo == 11 && !page.isTruncated)
        let fits = try #require(Page(members: [Self.member("a", 2)], limit: 1, revision: 11))
        #expect(fits.reportedUpTo == 11 && !fits.isTruncated, "a limit that is not reached cuts nothing")
    }

    @Test func aLimitKeepsWholeRevisionsOldestFirst() throws {
        let members = [Self.member("a", 2), Self.member("b", 3), Self.member("c", 3), Self.member("d", 5)]
        // Two would split revision 3: only revision 2 goes, and the token names it.
        let two = try #require(Page(members: members, limit: 2, revision: 9))
        #expect(Self.summary(two.members) == ["a@2"])
        #expect(two.reportedUpTo == 2 && two.isTruncated)
        let three = try #require(Page(members: members, limit: 3, revision: 9))
        #expect(Self.summary(three.members) == ["a@2", "b@3", "c@3"])
        #expect(three.reportedUpTo == 3 && three.isTruncated)
    }

    @Test func aLimitSmallerThanTheOldestRevisionIsRefused() {
        #expect(Page(members: [Self.member("a", 4), Self.member("b", 4)], limit: 1, revision: 4) == nil)
    }

    @Test func anAnswerTooLongIsCutBeforeTheRevisionThatDidNotFit() throws {
        let page = try #require(Page(members: [Self.member("a", 2), Self.member("b", 3), Self.member("c", 3)], limit: nil, revision: 6))
        let cut = try #require(page.cut(before: 3))
        #expect(Self.summary(cut.members) == ["a@2"])
        #expect(cut.reportedUpTo == 2 && cut.isTruncated)
        #expect(page.cut(before: 2) == nil, "nothing fits: the answer is refused")
    }

    @Test func tokensNameTheHouseholdTheCalendarAndTheRevision() throws {
        let household = ID<Household>(UUID())
        let calendar = ID<PlannerCalendar>(UUID())
        let token = CalendarSyncToken(household: household, calendar: calendar, revision: 42)
        #expect(token.uri == "https://domov.invalid/ns/sync/\(household)/\(calendar)/42")
        #expect(CalendarSyncToken(uri: token.uri) == token)
        #expect(CalendarSyncToken(uri: CalendarSyncToken(household: household, revision: 3).uri)?.calendar == nil)

        #expect(CalendarSyncToken.since("", household: household, calendar: calendar, current: 50) == 0, "no token: a first sync")
        #expect(CalendarSyncToken.since(token.uri, household: household, calendar: calendar, current: 50) == 42)
        #expect(CalendarSyncToken.since(token.uri, household: household, calendar: nil, current: 50) == nil, "another calendar's")
        #expect(CalendarSyncToken.since(token.uri, household: ID(UUID()), calendar: calendar, current: 50) == nil, "another household's")
        #expect(CalendarSyncToken.since(token.uri, household: household, calendar: calendar, current: 41) == nil, "from the future")
        #expect(CalendarSyncToken.since("https://domov.invalid/ns/sync/x/1", household: household, calendar: nil, current: 5) == nil)
    }
}
