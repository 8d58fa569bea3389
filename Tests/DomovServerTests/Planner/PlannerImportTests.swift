import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Importing an .ics export: a preview that saves nothing, an import that saves what it
/// showed, a second import of the same file that changes nothing, and clear errors.
@Suite("Planner import")
struct PlannerImportTests {
    static let export = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Google Inc//Google Calendar 70.9054//EN\r
        BEGIN:VEVENT\r
        UID:weekly@google.com\r
        DTSTART;TZID=Europe/Prague:20260323T180000\r
        DTEND;TZID=Europe/Prague:20260323T190000\r
        RRULE:FREQ=WEEKLY;COUNT=4\r
        SUMMARY:Sbor <zkouška>\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:holiday@google.com\r
        DTSTART;VALUE=DATE:20260701\r
        DTEND;VALUE=DATE:20260704\r
        SUMMARY:Dovolená\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:unknown-zone@outlook.com\r
        DTSTART;TZID=Customized Time Zone 7:20260301T100000\r
        SUMMARY:Ping\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func previewSavesNothingImportSavesAndASecondImportChangesNothing() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let feeds = try await jana.get("/planner/\(household)/feeds")
            #expect(feeds.text.contains("enctype=\"multipart/form-data\""))

            let preview = try await jana.postMultipart(
                "/planner/\(household)/import/preview", files: [("calendar", "export.ics", Self.export)])
            #expect(preview.status == .ok)
            #expect(preview.text.contains("New: 2. Updated: 0. Already here: 0. Skipped: 1."))
            #expect(preview.text.contains("Sbor &lt;zkouška&gt;"), "titles from the file are escaped")
            #expect(preview.text.contains("Its time zone is neither a known one nor defined in the file."))
            let window = "/api/v1/households/\(household)/planner/items?from=2026-03-01T00:00:00Z&to=2026-08-01T00:00:00Z"
            #expect(try await jana.api(.get, window).jsonArray().isEmpty, "a preview saves nothing")

            let imported = try await jana.postMultipart("/planner/\(household)/import", fields: [("calendar_text", Self.export)])
            #expect(imported.status == .ok)
            #expect(imported.text.contains("New: 2."))
            let occurrences = try await jana.api(.get, window).jsonArray()
            #expect(occurrences.count == 5, "four weekly rehearsals and one holiday")

            let again = try await jana.postMultipart("/planner/\(household)/import", fields: [("calendar_text", Self.export)])
            #expect(again.text.contains("New: 0. Updated: 0. Already here: 2. Skipped: 1."))
            #expect(try await jana.api(.get, window).jsonArray().count == 5)
        }
    }

    @Test func aFileThatIsNotACalendarOrNoFileGetsAFieldError() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Nováci")
            let notCalendar = try await jana.postMultipart(
                "/planner/\(household)/import/preview", files: [("calendar", "notes.txt", "hello")])
            #expect(notCalendar.status == .unprocessableContent)
            #expect(notCalendar.text.contains("id=\"calendar-error\""))
            let none = try await jana.postMultipart("/planner/\(household)/import/preview")
            #expect(none.status == .unprocessableContent)

            // Someone else's household is not there to import into.
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.get("/settings")
            let foreign = try await petr.postMultipart("/planner/\(household)/import", fields: [("calendar_text", Self.export)])
            #expect(foreign.status == .notFound)
        }
    }
}
