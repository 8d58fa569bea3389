import DomovCore
import DomovTesting
import Foundation
import Testing

/// A web or API edit rewrites only the properties of the fields it changed; whatever else an
/// app wrote comes back exactly as it was (issue 22: "calendar apps get their data back changed").
@Suite("Planner object patch")
struct PlannerObjectPatchTests {
    /// A to-do as tasks.org and Apple Reminders write them: properties Domov does not model,
    /// parameters on the ones it does, and alarms of every kind.
    static let appTodo = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Apple Inc.//iOS 18.1//EN\r
        BEGIN:VTODO\r
        UID:6F1C2A3B-reminders\r
        DTSTAMP:20260301T120000Z\r
        CREATED:20260301T115900Z\r
        LAST-MODIFIED:20260301T120000Z\r
        SEQUENCE:3\r
        SUMMARY;LANGUAGE=cs:Koupit mléko\r
        DESCRIPTION:Plnotučné\\, dvě\r
        CATEGORIES:Nákupy,Domácnost\r
        CLASS:CONFIDENTIAL\r
        PRIORITY:1\r
        STATUS:IN-PROCESS\r
        PERCENT-COMPLETE:40\r
        DTSTART:20260310T080000\r
        DUE;TZID=Europe/Prague:20260310T180000\r
        X-APPLE-SORT-ORDER:762435345\r
        RELATED-TO;RELTYPE=PARENT:parent-task@tasks.org\r
        BEGIN:VALARM\r
        ACTION:AUDIO\r
        ATTACH;VALUE=URI:Chord\r
        TRIGGER:-PT15M\r
        X-WR-ALARMUID:2F6E-alarm\r
        UID:2F6E-alarm\r
        ACKNOWLEDGED:20260310T174500Z\r
        END:VALARM\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        DESCRIPTION:Reminder\r
        TRIGGER;VALUE=DATE-TIME:20260310T070000Z\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    static let now = PlannerCoreFixtures.utc("2026-03-12T09:30:00Z")

    static func patch() -> PlannerObjectPatch {
        PlannerObjectPatch(writer: .stored(categories: [], now: now))
    }

    static func todo(completedAt: Date? = nil) -> PlannerItem {
        var item = PlannerCoreFixtures.item(
            1, kind: .todo, title: "Koupit mléko", when: PlannerCoreFixtures.timed("2026-03-10T18:00:00", minutes: 0),
            completedAt: completedAt
        )
        item.notes = "Plnotučné, dvě"
        item.isPrivate = true
        item.reminders = [PlannerReminder(minutesBefore: 15)]
        item.sequence = 3
        return item
    }

    static func component(_ text: String?) throws -> ICalComponent {
        let calendar = try ICalComponent.parse(try #require(text))
        return try #require(calendar.components.first { $0.hasName("VTODO") || $0.hasName("VEVENT") })
    }

    /// Every property but those named, as content lines, in order.
    static func lines(_ component: ICalComponent, except names: Set<String>) -> [String] {
        component.properties.filter { !names.contains($0.name.uppercased()) }.map(\.contentLine)
    }

    @Test func aNewTitleRewritesOnlyTheSummaryAndTheChangeMarks() throws {
        let before = Self.todo()
        var after = before
        after.title = "Koupit máslo"
        after.sequence += 1
        after.updatedAt = Self.now
        let patched = try Self.component(Self.patch().text(stored: Self.appTodo, before: [before], after: [after]))
        let original = try Self.component(Self.appTodo)

        let marks: Set<String> = ["SUMMARY", "SEQUENCE", "DTSTAMP", "LAST-MODIFIED"]
        #expect(Self.lines(patched, except: marks) == Self.lines(original, except: marks))
        #expect(patched.components == original.components, "alarms come back as sent")
        #expect(patched.property("SUMMARY")?.text == "Koupit máslo")
        #expect(patched.property("SEQUENCE")?.value == "4")
        #expect(patched.property("LAST-MODIFIED")?.value == "20260312T093000Z")
    }

    @Test func reopeningClearsCompletionAndPercentButNothingElse() throws {
        let done = Self.todo(completedAt: PlannerCoreFixtures.utc("2026-03-10T17:00:00Z"))
        var reopened = done
        reopened.completedAt = nil
        let completedText = try #require(Self.patch().text(stored: Self.appTodo, before: [Self.todo()], after: [done]))
        let completed = try Self.component(completedText)
        #expect(completed.property("STATUS")?.value == "COMPLETED")
        #expect(completed.property("COMPLETED")?.value == "20260310T170000Z")
        #expect(completed.property("PERCENT-COMPLETE")?.value == "100")

        let open = try Self.component(Self.patch().text(stored: completedText, before: [done], after: [reopened]))
        #expect(open.property("STATUS")?.value == "NEEDS-ACTION")
        #expect(open.property("COMPLETED") == nil && open.property("PERCENT-COMPLETE") == nil)
        #expect(open.property("DTSTART")?.value == "20260310T080000", "the app's floating start stays as sent")
        #expect(open.property("CLASS")?.value == "CONFIDENTIAL")
        #expect(open.property("CATEGORIES")?.value == "Nákupy,Domácnost")
    }

    @Test func changedRemindersKeepTheAppsOtherAlarms() throws {
        let before = Self.todo()
        var after = before
        after.reminders = [PlannerReminder(minutesBefore: 60)]
        let patched = try Self.component(Self.patch().text(stored: Self.appTodo, before: [before], after: [after]))
        let alarms = patched.components(named: "VALARM")
        #expect(alarms.count == 2)
        #expect(alarms.contains { $0.property("TRIGGER")?.value == "20260310T070000Z" }, "an absolute alarm is the app's")
        #expect(alarms.contains { $0.property("TRIGGER")?.value == "-PT60M" })
        #expect(!alarms.contains { $0.property("ACTION")?.value == "AUDIO" }, "the 15-minute reminder was removed")
    }

    @Test func aNewDueTimeKeepsTheAppsStartWhileItStillComesFirst() throws {
        let before = Self.todo()
        var after = before
        after.when = PlannerCoreFixtures.timed("2026-03-11T18:00:00", minutes: 0)
        let patched = try Self.component(Self.patch().text(stored: Self.appTodo, before: [before], after: [after]))
        #expect(patched.property("DTSTART")?.value == "20260310T080000")
        #expect(patched.property("DUE")?.value == "20260311T180000")
        #expect(patched.property("DUE")?.parameter("TZID") == "Europe/Prague")
        #expect(
            try ICalComponent.parse(#require(Self.patch().text(stored: Self.appTodo, before: [before], after: [after])))
                .components(named: "VTIMEZONE").count == 1, "the zone the new time is written in is defined")
    }

    @Test func anUnchangedObjectIsKeptAsItIsAndAGoneOneHasNoText() throws {
        let item = Self.todo()
        let same = try #require(Self.patch().text(stored: Self.appTodo, before: [item], after: [item]))
        #expect(try ICalComponent.parse(same) == ICalComponent.parse(Self.appTodo))
        #expect(Self.patch().text(stored: Self.appTodo, before: [item], after: []) == nil)
    }

    @Test func anEventWrittenAsDurationKeepsItsDuration() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//Tests//EN\r
            BEGIN:VEVENT\r
            UID:duration@test\r
            DTSTAMP:20260301T120000Z\r
            DTSTART:20260310T080000Z\r
            DURATION:PT90M\r
            SUMMARY:Běh\r
            X-MOZ-GENERATION:4\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let before = PlannerCoreFixtures.item(
            2, title: "Běh", zone: "UTC", when: .timed(start: PlannerCoreFixtures.utc("2026-03-10T08:00:00Z"), minutes: 90))
        var after = before
        after.when = .timed(start: PlannerCoreFixtures.utc("2026-03-10T09:00:00Z"), minutes: 120)
        let patched = try Self.component(Self.patch().text(stored: text, before: [before], after: [after]))
        #expect(patched.property("DTSTART")?.value == "20260310T090000Z")
        #expect(patched.property("DURATION")?.value == "PT2H" || patched.property("DURATION")?.value == "PT120M")
        #expect(patched.property("DTEND") == nil)
        #expect(patched.property("X-MOZ-GENERATION")?.value == "4")
    }
}
