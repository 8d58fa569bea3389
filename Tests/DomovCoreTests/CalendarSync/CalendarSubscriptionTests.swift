import DomovCore
import DomovTesting
import Foundation
import Testing

/// Subscribed calendars in the core: which addresses are accepted, what each answer to a
/// refresh does (conditional GET, errors keep the last good events), and how their events
/// (recurring ones expanded) fall into a window.
@Suite("Calendar subscriptions")
struct CalendarSubscriptionTests {
    static let now = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01T00:00:00Z

    static func subscription(text: String = "") -> CalendarSubscription {
        CalendarSubscription(
            id: ID(IDGenerator.sequentialUUID(1)), householdID: ID(IDGenerator.sequentialUUID(2)),
            ownerID: ID(IDGenerator.sequentialUUID(3)),
            name: "Svátky", color: "#dc2626", url: "https://example.org/a.ics", calendarText: text, nextRefreshAt: now, createdAt: now
        )
    }

    static let feed = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Test//EN\r
        BEGIN:VEVENT\r
        UID:weekly@test\r
        DTSTART;TZID=Europe/Prague:20260302T180000\r
        DTEND;TZID=Europe/Prague:20260302T190000\r
        SUMMARY:Sbor\r
        LOCATION:Sokolovna\r
        RRULE:FREQ=WEEKLY;COUNT=5\r
        EXDATE;TZID=Europe/Prague:20260316T180000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:weekly@test\r
        RECURRENCE-ID;TZID=Europe/Prague:20260323T180000\r
        DTSTART;TZID=Europe/Prague:20260324T200000\r
        DTEND;TZID=Europe/Prague:20260324T210000\r
        SUMMARY:Sbor (úterý)\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:holiday@test\r
        DTSTART;VALUE=DATE:20260501\r
        SUMMARY:Svátek práce\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func addressesMustBeHTTPOrHTTPSAndWebcalIsHTTPS() throws {
        #expect(
            try CalendarSubscription.validURL(" https://calendar.google.com/calendar/ical/x/private-abc/basic.ics ")
                == "https://calendar.google.com/calendar/ical/x/private-abc/basic.ics")
        #expect(try CalendarSubscription.validURL("webcal://example.org/svatky.ics") == "https://example.org/svatky.ics")
        #expect(try CalendarSubscription.validURL("http://127.0.0.1:8080/a.ics") == "http://127.0.0.1:8080/a.ics")
        for bad in ["ftp://example.org/a.ics", "file:///etc/passwd", "example.org/a.ics", "https://", "https://user:pw@example.org/a.ics"] {
            #expect(throws: FieldError("url", .invalidValue), "\(bad)") { try CalendarSubscription.validURL(bad) }
        }
        #expect(throws: FieldError("url", .required)) { try CalendarSubscription.validURL("  ") }
        #expect(throws: ValidationFailure.self) { try CalendarSubscription.validated(name: "", color: "red", url: "x") }
    }

    @Test func aGoodAnswerIsKeptWithItsValidatorsAndSentBackNextTime() {
        let first = CalendarSubscriptionRefresh.applying(
            .fetched(body: Self.feed, etag: "\"v1\"", lastModified: "Wed, 01 Jan 2026 00:00:00 GMT"), to: Self.subscription(), at: Self.now)
        #expect(first.calendarText == Self.feed && first.etag == "\"v1\"" && first.lastSuccessAt == Self.now && first.problem == nil)
        #expect(first.nextRefreshAt == Self.now.addingTimeInterval(CalendarSubscription.refreshInterval))
        let headers = CalendarSubscriptionRefresh.conditionalHeaders(for: first)
        #expect(headers.map(\.name) == ["If-None-Match", "If-Modified-Since"] && headers[0].value == "\"v1\"")
        #expect(CalendarSubscriptionRefresh.conditionalHeaders(for: Self.subscription()).isEmpty, "nothing to keep yet: fetch it whole")

        let later = Self.now.addingTimeInterval(3_600)
        let unchanged = CalendarSubscriptionRefresh.applying(.notModified, to: first, at: later)
        #expect(unchanged.calendarText == Self.feed && unchanged.lastSuccessAt == later && unchanged.etag == "\"v1\"")
    }

    @Test func failuresKeepTheLastGoodEventsAndSayWhy() {
        let good = CalendarSubscriptionRefresh.applying(
            .fetched(body: Self.feed, etag: nil, lastModified: nil), to: Self.subscription(), at: Self.now)
        let later = Self.now.addingTimeInterval(3_600)
        for (outcome, problem) in [
            (CalendarFetchOutcome.failed(.status(404)), CalendarSubscriptionProblem.status(404)),
            (.failed(.unreachable), .unreachable),
            (.failed(.tooLarge), .tooLarge),
            (.fetched(body: "<html>Sign in</html>", etag: "\"x\"", lastModified: nil), .notICalendar),
            (.fetched(body: "BEGIN:VCARD\r\nEND:VCARD\r\n", etag: nil, lastModified: nil), .notICalendar),
        ] {
            let failed = CalendarSubscriptionRefresh.applying(outcome, to: good, at: later)
            #expect(failed.problem == problem)
            #expect(failed.calendarText == Self.feed && failed.lastSuccessAt == Self.now && failed.etag == nil)
            #expect(failed.lastAttemptAt == later && failed.nextRefreshAt == later.addingTimeInterval(CalendarSubscription.retryInterval))
            #expect(CalendarSubscriptionProblem(code: problem.code) == problem)
        }
    }

    @Test func eventsAreExpandedWithExceptionsAndOverridesIntoTheWindow() {
        let subscription = Self.subscription(text: Self.feed)
        let prague = TimeZone(identifier: "Europe/Prague")!
        let march = DateInterval(
            start: LocalDateTime(isoString: "2026-03-01T00:00")!.instant(in: prague),
            end: LocalDateTime(isoString: "2026-04-01T00:00")!.instant(in: prague))
        let events = SubscribedEvent.occurrences(of: subscription, in: march, floatingZone: prague)
        let shown = events.map { ($0.title, LocalDateTime(instant: $0.start, in: prague).isoString) }
        #expect(shown.map(\.0) == ["Sbor", "Sbor", "Sbor (úterý)", "Sbor"])
        #expect(
            shown.map(\.1) == ["2026-03-02T18:00:00", "2026-03-09T18:00:00", "2026-03-24T20:00:00", "2026-03-30T18:00:00"],
            "16 March excluded, 23 March moved; 30 March is after the change to summer time, still 18:00")
        #expect(events.first?.location == "Sokolovna" && events.first?.end == events.first?.start.addingTimeInterval(3_600))

        let may = DateInterval(start: LocalDateTime(isoString: "2026-05-01T00:00")!.instant(in: prague), duration: 86_400)
        let holiday = SubscribedEvent.occurrences(of: subscription, in: may, floatingZone: prague)
        #expect(holiday.map(\.title) == ["Svátek práce"] && holiday.first?.isAllDay == true)
        #expect(SubscribedEvent.occurrences(of: Self.subscription(text: "not a calendar"), in: march, floatingZone: prague).isEmpty)
    }
}
