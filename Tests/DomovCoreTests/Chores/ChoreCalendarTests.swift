import DomovCore
import Foundation
import Testing

/// One chore as the feed's event (its critical window) and as CalDAV's to-do (its span).
@Suite("Chore calendar")
struct ChoreCalendarTests {
    static let start = Date(timeIntervalSince1970: 1_736_933_400) // 2025-01-15T09:30:00Z
    static let household: ID<Household> = ID(UUID())
    static let room = ChoreRoom(
        id: ID(UUID()), householdID: household, name: "Kuchyň", type: .kitchen, createdBy: ID(UUID()), createdAt: start)

    static func chore(_ schedule: ChoreSchedule, completedAt: Date? = nil) -> Chore {
        Chore(
            id: ID(UUID()), householdID: household, roomID: room.id, name: "Nádobí", details: "I hrnce",
            schedule: schedule, timeZoneIdentifier: "Europe/Prague", completedAt: completedAt, createdBy: ID(UUID()),
            createdAt: start, updatedAt: start.addingTimeInterval(60))
    }

    @Test func theEventSpansTheCriticalWindowAndTheToDoTheWholeSpan() {
        let chore = Self.chore(.recurring(start: Self.start, every: ChoreInterval(value: 100, unit: .minutes)))
        let event = ChoreCalendar.component(chore, as: .event, room: Self.room, stamp: Self.start)
        #expect(event.name == "VEVENT")
        #expect(event.property("DTSTART")?.value == "20250115T105000Z", "critical from 80 % of the span")
        #expect(event.property("DTEND")?.value == "20250115T111000Z")
        #expect(event.property("TRANSP")?.value == "TRANSPARENT")

        let todo = ChoreCalendar.component(chore, as: .todo, room: Self.room, stamp: chore.updatedAt)
        #expect(todo.name == "VTODO")
        #expect(todo.property("UID")?.value == event.property("UID")?.value)
        #expect(todo.property("DTSTART")?.value == "20250115T093000Z")
        #expect(todo.property("DUE")?.value == "20250115T111000Z")
        #expect(todo.property("DTSTAMP")?.value == "20250115T093100Z")
        #expect(todo.property("STATUS")?.value == "NEEDS-ACTION")
        #expect(todo.property("LOCATION")?.text == "Kuchyň" && todo.property("DESCRIPTION")?.text == "I hrnce")
        #expect(todo.property("TRANSP") == nil)
    }

    @Test func aCompletedOneTimeChoreIsACompletedToDoAndNoEvent() {
        let done = Self.start.addingTimeInterval(30 * 60)
        let chore = Self.chore(.once(start: Self.start, end: Self.start.addingTimeInterval(3600)), completedAt: done)
        let todo = ChoreCalendar.component(chore, as: .todo, room: nil, stamp: chore.updatedAt)
        #expect(todo.property("STATUS")?.value == "COMPLETED")
        #expect(todo.property("COMPLETED")?.value == "20250115T100000Z")
        #expect(todo.property("LOCATION") == nil)
        #expect(ChoreCalendar.calendar(named: "Chores", chores: [chore], rooms: [:], now: Self.start).components.isEmpty)
    }
}
