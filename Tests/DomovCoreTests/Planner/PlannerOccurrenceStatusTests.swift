import DomovCore
import Foundation
import Testing

@Suite("PlannerOccurrence status")
struct PlannerOccurrenceStatusTests {
    typealias F = PlannerCoreFixtures

    static func occurrence(_ item: PlannerItem) -> PlannerOccurrence {
        PlannerOccurrence(item: item, start: item.start, end: item.end)
    }

    static func at(_ local: String) -> Date { F.at(local, "Europe/Prague") }

    @Test func anEventIsUpcomingThenInProgressThenPast() {
        let event = Self.occurrence(F.item(1, when: F.timed("2026-03-10T09:00", minutes: 90)))
        #expect(event.status(at: Self.at("2026-03-10T08:59")) == .upcoming)
        #expect(event.status(at: Self.at("2026-03-10T09:00")) == .inProgress)
        #expect(event.status(at: Self.at("2026-03-10T10:29")) == .inProgress)
        #expect(event.status(at: Self.at("2026-03-10T10:30")) == .past)
        #expect(PlannerStatus.inProgress.needsAttention)
        #expect(!PlannerStatus.past.needsAttention)
    }

    @Test func anEventAcrossMidnightIsInProgressUntilItEnds() {
        let party = Self.occurrence(F.item(1, when: F.timed("2026-03-10T22:00", minutes: 240)))
        #expect(party.status(at: Self.at("2026-03-11T01:59")) == .inProgress)
        #expect(party.status(at: Self.at("2026-03-11T02:00")) == .past)
    }

    @Test func aToDoDueAtATimeIsOverdueOnceItHasPassed() {
        let todo = Self.occurrence(F.item(1, kind: .todo, when: F.timed("2026-03-10T17:00", minutes: 0)))
        #expect(todo.status(at: Self.at("2026-03-10T16:59")) == .upcoming)
        #expect(todo.status(at: Self.at("2026-03-10T17:00")) == .overdue)
        #expect(todo.status(at: Self.at("2026-03-10T17:00")).needsAttention)
    }

    @Test func aToDoDueOnADayIsOverdueOnlyWhenTheDayIsOver() {
        let todo = Self.occurrence(F.item(1, kind: .todo, when: .allDay(first: LocalDate(year: 2026, month: 3, day: 10)!, days: 1)))
        #expect(todo.status(at: Self.at("2026-03-10T23:59")) == .upcoming)
        #expect(todo.status(at: Self.at("2026-03-11T00:00")) == .overdue)
    }

    @Test func anAllDayEventIsInProgressAllDayInItsZone() {
        let holiday = Self.occurrence(F.item(1, when: .allDay(first: LocalDate(year: 2026, month: 3, day: 29)!, days: 2)))
        #expect(holiday.status(at: Self.at("2026-03-28T23:59")) == .upcoming)
        #expect(holiday.status(at: Self.at("2026-03-29T00:00")) == .inProgress)
        #expect(holiday.status(at: Self.at("2026-03-30T23:59")) == .inProgress)
        #expect(holiday.status(at: Self.at("2026-03-31T00:00")) == .past)
    }

    @Test func anUndatedToDoIsOpenAndADoneItemIsDone() {
        let open = Self.occurrence(F.item(1, kind: .todo, when: .unscheduled))
        #expect(open.status(at: Self.at("2030-01-01T00:00")) == .open)
        let done = Self.occurrence(F.item(2, kind: .todo, when: F.timed("2026-03-10T17:00", minutes: 0), completedAt: F.created))
        #expect(done.status(at: Self.at("2026-03-20T00:00")) == .done)
        #expect(!PlannerStatus.done.needsAttention)
    }

    @Test func eachOccurrenceOfASeriesHasItsOwnStatus() {
        let series = F.item(1, when: F.timed("2026-03-02T09:00"), rule: "FREQ=DAILY;COUNT=3")
        let window = DateInterval(start: Self.at("2026-03-01T00:00"), end: Self.at("2026-03-10T00:00"))
        let statuses = PlannerExpansion.occurrences(of: [series], in: window).map { $0.status(at: Self.at("2026-03-03T09:30")) }
        #expect(statuses == [.past, .inProgress, .upcoming])
    }
}
