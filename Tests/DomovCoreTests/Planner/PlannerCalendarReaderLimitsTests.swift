import DomovCore
import Foundation
import Testing

/// What a calendar object may hold for both databases to store it alike: dates from the year
/// 1000 to 2999 (`PlannerDateRange`), a UID of at most 1000 bytes, a SEQUENCE of at most a
/// billion. Past them the object is refused with the property named, never stored on SQLite
/// and failed on PostgreSQL.
@Suite("Planner calendar reader limits")
struct PlannerCalendarReaderLimitsTests {
    let reader = PlannerCalendarReader(defaultTimeZone: "Europe/Prague")

    static func event(uid: String = "limits@test", _ lines: String) -> String {
        """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\nSUMMARY:Edge\r\n
        """
            + lines + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }

    @Test(arguments: [
        ("DTSTART:20260323T180000Z\r\nDTEND:99991231T235959Z\r\n", "DTEND"),
        ("DTSTART:20260323T180000Z\r\nDURATION:P999999999W\r\n", "DURATION"),
        ("DTSTART:20260323T180000Z\r\nDURATION:PT999999999H\r\n", "DURATION"),
        ("DTSTART;VALUE=DATE:20260323\r\nDTEND;VALUE=DATE:99991231\r\n", "DTEND"),
        ("DTSTART;VALUE=DATE:20260323\r\nDURATION:P999999999D\r\n", "DURATION"),
        ("DTSTART:09991231T120000Z\r\nDTEND:10000101T120000Z\r\n", "DTSTART"),
        ("DTSTART:30000101T000000Z\r\n", "DTSTART"),
        ("DTSTART:20260323T180000Z\r\nSEQUENCE:2147483648\r\n", "SEQUENCE"),
        ("DTSTART:20260323T180000Z\r\nSEQUENCE:-1\r\n", "SEQUENCE"),
    ])
    func datesAndSequencesPastTheRangeAreRefused(_ lines: String, _ property: String) {
        #expect(throws: PlannerCalendarReadError.outOfRange(property: property)) { try reader.object(from: Self.event(lines)) }
    }

    @Test func aDueDatePastTheRangeIsRefusedForATodo() {
        let todo =
            """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:t\r\nSUMMARY:Later\r\nDUE;VALUE=DATE:99991231\r\nEND:VTODO\r\n\
            END:VCALENDAR\r\n
            """
        #expect(throws: PlannerCalendarReadError.outOfRange(property: "DUE")) { try reader.object(from: todo) }
    }

    @Test func theEdgesThemselvesAreKept() throws {
        let whole = try reader.object(from: Self.event("DTSTART:10000101T000000Z\r\nDTEND:29991231T235900Z\r\nSEQUENCE:1000000000\r\n"))
        #expect(whole.master?.sequence == PlannerCalendarReader.maximumSequence)
        let days = try reader.object(from: Self.event("DTSTART;VALUE=DATE:10000101\r\nDTEND;VALUE=DATE:30000101\r\n"))
        guard case .allDay(_, let count)? = days.master?.when else { Issue.record("not all-day"); return }
        #expect(count == 730_485)
        // A series may repeat past the range: only its first occurrence's dates are stored.
        let series = try reader.object(
            from: Self.event("DTSTART:20260323T180000Z\r\nDTEND:20260323T190000Z\r\nRRULE:FREQ=YEARLY;UNTIL=99991231T000000Z\r\n"))
        #expect(series.master?.recurrenceRule != nil)
    }

    @Test func aUIDIsAtMost1000Bytes() throws {
        let longest = String(repeating: "ř", count: 500)
        #expect(try reader.object(from: Self.event(uid: longest, "DTSTART:20260323T180000Z\r\n")).uid == longest)
        #expect(throws: PlannerCalendarReadError.uidTooLong(maximum: 1000)) {
            try reader.object(from: Self.event(uid: longest + "x", "DTSTART:20260323T180000Z\r\n"))
        }
        #expect(throws: PlannerCalendarReadError.uidTooLong(maximum: 1000)) {
            // Just under the parser's 1 MiB line limit: the UID's own limit is what refuses it.
            try reader.object(from: Self.event(uid: String(repeating: "u", count: (1 << 20) - 100), "DTSTART:20260323T180000Z\r\n"))
        }
    }

    @Test func aFormRefusesAnEndYearsAhead() throws {
        var input = PlannerItemInput()
        input.title = "Konec světa"
        input.startDate = "2026-03-23"
        input.startTime = "18:00"
        input.endDate = "9999-12-31"
        input.endTime = "18:00"
        #expect(throws: ValidationFailure("end_time", .dateOutOfRange(firstYear: 1000, lastYear: 2999))) {
            try input.validated(defaultTimeZone: "Europe/Prague")
        }
    }
}
