import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A subscribed feed serves each object's components as stored (issue 22), not as the
/// planner's rows would write them: what a calendar app PUT reaches the feed property by
/// property and parameter by parameter, with the VTIMEZONEs its times need.
@Suite("Calendar feeds serve stored components")
struct CalendarFeedStoredTextTests {
    typealias App = CalDAVTests.CalendarApp

    /// An Outlook-like series in a custom zone, with what the planner does not model: an audio
    /// alarm with its sound, an alarm's UID, X- properties, ATTENDEE parameters, DURATION,
    /// CLASS, several CATEGORIES values; and an occurrence edited on its own.
    static let series = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tests//EN\r
        BEGIN:VTIMEZONE\r
        TZID:Customized Time Zone 1\r
        BEGIN:STANDARD\r
        DTSTART:16011028T030000\r
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART:16010325T020000\r
        RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r
        TZOFFSETFROM:+0100\r
        TZOFFSETTO:+0200\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r
        BEGIN:VEVENT\r
        UID:choir@test\r
        DTSTAMP:20260301T120000Z\r
        DTSTART;TZID=Customized Time Zone 1:20260323T180000\r
        DURATION:PT1H30M\r
        RRULE:FREQ=WEEKLY;COUNT=4\r
        SUMMARY:Sbor\r
        CLASS:PUBLIC\r
        CATEGORIES:Hudba,Rodina\r
        CATEGORIES:Zpěv\r
        X-MICROSOFT-CDO-BUSYSTATUS:BUSY\r
        X-APPLE-TRAVEL-ADVISORY-BEHAVIOR;X-TEST=1:AUTOMATIC\r
        ATTENDEE;CUTYPE=INDIVIDUAL;RSVP=TRUE;X-NUM-GUESTS=2;PARTSTAT=ACCEPTED;CN=Eva:mailto:eva@example.com\r
        BEGIN:VALARM\r
        ACTION:AUDIO\r
        TRIGGER:-PT15M\r
        ATTACH;FMTTYPE=audio/basic:https://example.com/bell.au\r
        X-WR-ALARMUID:6A2B5C\r
        UID:6A2B5C\r
        END:VALARM\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        DESCRIPTION:Sbor\r
        TRIGGER;VALUE=DATE-TIME:20260323T150000Z\r
        ACKNOWLEDGED:20260323T150100Z\r
        END:VALARM\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:choir@test\r
        DTSTAMP:20260301T120000Z\r
        RECURRENCE-ID;TZID=Customized Time Zone 1:20260330T180000\r
        DTSTART;TZID=Customized Time Zone 1:20260330T190000\r
        DURATION:PT2H\r
        SUMMARY:Sbor (koncert)\r
        X-MOZ-GENERATION:3\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    /// An event in a zone the text names without a VTIMEZONE (RFC 7809 lets clients leave it out).
    static let zoneWithoutDefinition = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Tests//EN\r
        BEGIN:VEVENT\r
        UID:call@test\r
        DTSTAMP:20260301T120000Z\r
        DTSTART;TZID=America/New_York:20260324T090000\r
        DTEND;TZID=America/New_York:20260324T093000\r
        SUMMARY:Hovor\r
        X-SOMETHING;X-PARAM="a,b":kept\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func theFeedServesTheComponentsAnAppPutPropertyByProperty() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            for (name, text) in [("choir.ics", Self.series), ("call.ics", Self.zoneWithoutDefinition)] {
                let put = try await app.send(.put, app.collection(household) + name, body: text)
                #expect(put.status == .created, "\(put.text)")
            }
            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Phone")]).text)
            var reader = Browser(client)
            let feed = try ICalComponent.parse(try await reader.get(path).text)

            let sent = try ICalComponent.parse(Self.series)
            let fed = feed.components.filter { $0.property("UID")?.value == "choir@test" }
            #expect(fed.count == 2)
            for component in sent.components where component.hasName("VEVENT") {
                let match = fed.first { $0.property("RECURRENCE-ID") == component.property("RECURRENCE-ID") }
                #expect(match?.properties == component.properties)
                #expect(match?.components == component.components)
            }
            // The object's own definition of its zone, and a built one for the zone named without one.
            let zones = feed.components(named: "VTIMEZONE")
            #expect(zones.contains(sent.components(named: "VTIMEZONE")[0]))
            #expect(zones.contains { $0.property("TZID")?.value == "America/New_York" })
            let call = try #require(feed.components.first { $0.property("UID")?.value == "call@test" })
            #expect(call.properties == (try ICalComponent.parse(Self.zoneWithoutDefinition)).components[0].properties)
        }
    }

    /// Outlook names its zones "Customized Time Zone 1" in every object, with that object's
    /// rules. In one feed a TZID names one definition, so the second object's is renamed, and
    /// each time keeps its own zone's rules.
    @Test func twoObjectsDefiningOneTZIDDifferentlyKeepTheirOwnRules() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            var app = try await App.connect(client, &jana, email: TestAccount.jana.email)
            let western = Self.series.replacingOccurrences(of: "+0100", with: "-0500").replacingOccurrences(of: "+0200", with: "-0400")
                .replacingOccurrences(of: "choir@test", with: "western@test")
            for (name, text) in [("choir.ics", Self.series), ("western.ics", western)] {
                let put = try await app.send(.put, app.collection(household) + name, body: text)
                #expect(put.status == .created, "\(put.text)")
            }
            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Phone")]).text)
            var reader = Browser(client)
            let feed = try ICalComponent.parse(try await reader.get(path).text)
            let zones = feed.components(named: "VTIMEZONE")
            #expect(Set(zones.compactMap { $0.property("TZID")?.value }) == ["Customized Time Zone 1", "Customized Time Zone 1 (2)"])
            for (uid, offset) in [("choir@test", "+0100"), ("western@test", "-0500")] {
                let series = try #require(feed.components.first { $0.property("UID")?.value == uid && $0.property("RECURRENCE-ID") == nil })
                let tzid = try #require(series.property("DTSTART")?.parameter("TZID"))
                let zone = try #require(zones.first { $0.property("TZID")?.value == tzid })
                #expect(zone.components(named: "STANDARD").first?.property("TZOFFSETTO")?.value == offset, "\(uid)")
                let occurrence = feed.components.first { $0.property("UID")?.value == uid && $0.property("RECURRENCE-ID") != nil }
                #expect(occurrence?.property("RECURRENCE-ID")?.parameter("TZID") == tzid)
            }
        }
    }

    /// A meeting made in the web planner names its author as organizer in the feed, as before.
    @Test func aMeetingMadeInDomovHasItsOrganizer() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            _ = try await jana.post(
                "/planner/\(household)/items",
                [
                    ("kind", "meeting"), ("title", "Schůzka"), ("start_date", "2025-03-24"), ("start_time", "18:00"),
                    ("end_time", "19:00"), ("time_zone", "Europe/Prague"), ("attendee_emails", "eva@example.com"),
                ])
            let path = try CalendarFeedTests.feedPath(from: try await jana.post("/planner/\(household)/feeds", [("name", "Phone")]).text)
            var reader = Browser(client)
            let feed = try ICalComponent.parse(try await reader.get(path).text)
            let meeting = try #require(feed.components(named: "VEVENT").first { $0.property("SUMMARY")?.text == "Schůzka" })
            #expect(meeting.property("ORGANIZER")?.value == "mailto:\(TestAccount.jana.email)")
        }
    }
}
