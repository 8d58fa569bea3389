import DomovCore
import DomovTesting
import Foundation
import Testing

/// What calendar apps write, read into planner entries; and Domov's own objects read back
/// unchanged, so an item that makes the round trip through an app stays the same item.
@Suite("Planner calendar reader")
struct PlannerCalendarReaderTests {
    typealias F = PlannerCoreFixtures
    let reader = PlannerCalendarReader(defaultTimeZone: "Europe/Prague")

    func writtenAndRead(_ items: [PlannerItem]) throws -> PlannerCalendarObject {
        let writer = PlannerCalendarWriter(categoryName: { _ in "Work" }, now: F.created)
        return try reader.object(from: writer.object(items: items).serialized())
    }

    @Test func aSeriesWithAnEditedOccurrenceSurvivesTheRoundTrip() throws {
        let start = F.at("2026-03-23T18:00:00", "Europe/Prague")
        var series = F.item(
            1, kind: .meeting, title: "Zkouška; sbor, alt", when: .timed(start: start, minutes: 90),
            rule: "FREQ=WEEKLY;COUNT=6", excluded: [start.addingTimeInterval(14 * 86_400)])
        series.category = .builtin(.work)
        series.notes = "Noty ~ s sebou\nA vodu"
        series.location = "Sokolovna"
        series.reminders = [.atStart, PlannerReminder(minutesBefore: 30)]
        series.attendees = [PlannerAttendee(invitee: .email("dirigent@example.org"), name: "Dirigent", response: .accepted)]
        // An edited occurrence carries its series' UID.
        let moved = PlannerItem(
            id: ID(IDGenerator.sequentialUUID(102)), householdID: F.household, authorID: F.author, kind: .meeting,
            title: "Zkouška (posunutá)", timeZoneIdentifier: "Europe/Prague",
            when: .timed(start: start.addingTimeInterval(7 * 86_400 + 3600), minutes: 90),
            override: PlannerOverride(seriesID: series.id, originalStart: start.addingTimeInterval(7 * 86_400)),
            calendarUID: series.calendarUID, createdAt: F.created, updatedAt: F.created
        )
        let object = try writtenAndRead([series, moved])
        #expect(object.uid == series.calendarUID)
        let master = try #require(object.master)
        #expect(master.kind == .meeting)
        #expect(master.title == series.title && master.notes == series.notes && master.location == "Sokolovna")
        #expect(master.categoryName == "Work")
        #expect(master.timeZoneIdentifier == "Europe/Prague")
        #expect(master.when == series.when)
        #expect(master.recurrenceRule == "FREQ=WEEKLY;COUNT=6")
        #expect(master.excludedStarts == series.excludedStarts)
        #expect(master.reminders == [.atStart, PlannerReminder(minutesBefore: 30)])
        #expect(master.attendees == series.attendees)
        #expect(object.overrides.count == 1)
        #expect(object.overrides.first?.recurrenceID == start.addingTimeInterval(7 * 86_400))
        #expect(object.overrides.first?.when == moved.when)
    }

    @Test func allDayEventsAndDoneToDosKeepTheirShape() throws {
        let day = LocalDate(year: 2026, month: 7, day: 1)!
        let holiday = try #require(try writtenAndRead([F.item(3, when: .allDay(first: day, days: 3))]).master)
        #expect(holiday.when == .allDay(first: day, days: 3))

        let done = F.utc("2026-05-02T10:00:00Z")
        let todo = try #require(
            try writtenAndRead([F.item(4, kind: .todo, when: .timed(start: F.utc("2026-05-06T10:00:00Z"), minutes: 0), completedAt: done)])
                .master)
        #expect(todo.kind == .todo && todo.isCompleted && todo.completedAt == done)
        #expect(todo.when == .timed(start: F.utc("2026-05-06T10:00:00Z"), minutes: 0))

        let undated = try #require(try writtenAndRead([F.item(5, kind: .todo, when: .unscheduled)]).master)
        #expect(undated.when == .unscheduled && !undated.isCompleted)
    }

    @Test func whatDomovDoesNotModelIsKeptForTheApp() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:apple-1\r
            DTSTART:20260323T170000Z\r
            DURATION:PT45M\r
            SUMMARY:Lékař\r
            URL:https://example.org/visit\r
            X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC\r
            BEGIN:VALARM\r
            ACTION:AUDIO\r
            TRIGGER;VALUE=DATE-TIME:20260323T160000Z\r
            END:VALARM\r
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            TRIGGER:-P1D\r
            END:VALARM\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let entry = try #require(try reader.object(from: text).master)
        #expect(entry.when == .timed(start: F.utc("2026-03-23T17:00:00Z"), minutes: 45))
        // Pages show it in the reader's zone; a series of it would repeat in UTC (RFC 5545 §3.3.10).
        #expect(entry.timeZoneIdentifier == "UTC", "a UTC time is in UTC, not in the zone of whoever wrote it")
        #expect(entry.reminders == [PlannerReminder(minutesBefore: 1440)])
        let extras = PlannerCalendarExtras.decode(entry.extras)
        #expect(extras.properties.map(\.name) == ["URL", "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR"])
        #expect(extras.components.map { $0.property("ACTION")?.value } == ["AUDIO"])

        // Written back, the app finds its lines where it left them.
        var item = F.item(6, when: entry.when)
        item.calendarExtras = entry.extras
        let component = PlannerCalendarWriter(categoryName: { _ in "" }, now: F.created).component(item)
        #expect(component.property("URL")?.value == "https://example.org/visit")
        #expect(component.components(named: "VALARM").contains { $0.property("ACTION")?.value == "AUDIO" })
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\r\nBEGIN:VJOURNAL\r\nUID:j\r\nEND:VJOURNAL\r\nEND:VCALENDAR\r\n", PlannerCalendarReadError.noItem),
        ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", .missingUID),
        (
            """
            BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260101T100000Z\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:b\r\n\
            DTSTART:20260101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """,
            .severalUIDs
        ),
        (
            """
            BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260101T100000Z\r\nRRULE:FREQ=DAILY\r\nRRULE:FREQ=WEEKLY\r\nEND:VEVENT\r\n\
            END:VCALENDAR\r\n
            """,
            .unsupportedRecurrence("several RRULEs")
        ),
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;TZID=Nowhere:20260101T100000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            .unknownTimeZone("Nowhere")
        ),
        // Counted from the start on every view: a billion seconds would hold each for half a minute.
        (
            """
            BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260101T100000Z\r\nRRULE:FREQ=SECONDLY;COUNT=1000000000\r\nEND:VEVENT\r\n\
            END:VCALENDAR\r\n
            """,
            .unsupportedRecurrence("more than 10000 times more often than daily")
        ),
        // An event needs a start (a to-do does not).
        (
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:When?\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
            .invalidValue(property: "DTSTART")
        ),
        (
            """
            BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nRECURRENCE-ID:20260101T100000Z\r\nDTSTART:20260101T110000Z\r\nEND:VEVENT\r\n\
            END:VCALENDAR\r\n
            """,
            .missingMaster
        ),
    ])
    func whatCannotBeAnItemIsRefusedWithAReason(text: String, expected: PlannerCalendarReadError) {
        #expect(throws: expected) { try reader.object(from: text) }
    }

    @Test func brokenTextIsRefusedWithTheParsersLineNumber() {
        #expect {
            try reader.object(from: "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\n")
        } throws: { error in
            guard case .notICalendar(let parse)? = error as? PlannerCalendarReadError else { return false }
            return parse.reason == .missingEnd(component: "VEVENT")
        }
    }
}
