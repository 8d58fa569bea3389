import DomovCore
import Foundation
import Testing

/// A reminder fires at its local time on its name's day, in its own zone, every year.
@Suite("Name-day reminder plan")
struct NameDayReminderPlanTests {
    let catalog = NameDayCatalog.shipped
    let ids = IDGenerator { UUID() }

    func reminder(_ name: String, zone: String, minute: Int = NameDayReminder.defaultMinuteOfDay) -> NameDayReminder {
        let created = Date(timeIntervalSince1970: 0)
        return NameDayReminder(
            id: ids(), userID: ids(), name: name, personName: nil, minuteOfDay: minute, timeZoneIdentifier: zone,
            calendars: [.czech], createdAt: created, updatedAt: created
        )
    }

    func instant(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    @Test func firesAtSevenPragueTimeInWinter() throws {
        // Kateřina, 25 November: CET, UTC+1.
        let notices = NameDayReminderPlan.notices(
            for: reminder("Kateřina", zone: "Europe/Prague"), catalog: catalog,
            after: instant("2026-11-01T12:00:00Z"), link: "/where/the/server/says", ids: ids)
        #expect(notices.map(\.dueAt) == [instant("2026-11-25T06:00:00Z")])
        #expect(notices.map(\.link) == ["/where/the/server/says"], "Core takes the link it is given")
        #expect(notices.first?.source.module == "name-days")
        #expect(notices.first?.eventIsAllDay == true)
    }

    @Test func firesAtSevenPragueTimeInSummer() {
        // Jan, 24 June: CEST, UTC+2.
        let next = NameDayReminderPlan.next(
            for: reminder("Jan", zone: "Europe/Prague"), catalog: catalog, after: instant("2026-06-01T00:00:00Z"))
        #expect(next?.due == instant("2026-06-24T05:00:00Z"))
        #expect(next?.day == LocalDate(year: 2026, month: 6, day: 24))
    }

    @Test func firesAtSevenNewYorkTime() {
        // Josef, 19 March 2026: New York is already on EDT (UTC-4) since 8 March.
        let next = NameDayReminderPlan.next(
            for: reminder("Josef", zone: "America/New_York"), catalog: catalog, after: instant("2026-01-10T00:00:00Z"))
        #expect(next?.due == instant("2026-03-19T11:00:00Z"))
        // Kateřina in November: EST, UTC-5.
        let winter = NameDayReminderPlan.next(
            for: reminder("Kateřina", zone: "America/New_York"), catalog: catalog, after: instant("2026-11-01T00:00:00Z"))
        #expect(winter?.due == instant("2026-11-25T12:00:00Z"))
    }

    @Test func afterItFiredTheNextIsNextYear() {
        let jan = reminder("Jan", zone: "Europe/Prague")
        let next = NameDayReminderPlan.next(for: jan, catalog: catalog, after: instant("2026-06-24T05:00:00Z"))
        #expect(next?.due == instant("2027-06-24T05:00:00Z"))
        // Later on the day itself, it is next year's too.
        #expect(NameDayReminderPlan.next(for: jan, catalog: catalog, after: instant("2026-06-24T10:00:00Z"))?.day.year == 2027)
    }

    @Test func aChangedTimeIsKept() {
        let next = NameDayReminderPlan.next(
            for: reminder("Jan", zone: "Europe/Prague", minute: 18 * 60 + 30), catalog: catalog,
            after: instant("2026-06-24T10:00:00Z"))
        #expect(next?.due == instant("2026-06-24T16:30:00Z"))
    }

    @Test func aNameOnTwoDaysFiresOnTheSoonerNext() {
        let petr = reminder("Petr", zone: "Europe/Prague")
        #expect(
            NameDayReminderPlan.next(for: petr, catalog: catalog, after: instant("2026-03-01T00:00:00Z"))?.day
                == LocalDate(year: 2026, month: 6, day: 29))
        #expect(
            NameDayReminderPlan.next(for: petr, catalog: catalog, after: instant("2026-07-01T00:00:00Z"))?.day
                == LocalDate(year: 2027, month: 2, day: 22))
    }

    @Test func twentyNinthOfFebruaryFallsOnTheTwentyEighthInACommonYear() {
        let horymir = reminder("Horymír", zone: "Europe/Prague")
        #expect(
            NameDayReminderPlan.next(for: horymir, catalog: catalog, after: instant("2026-01-01T00:00:00Z"))?.day
                == LocalDate(year: 2026, month: 2, day: 28))
        #expect(
            NameDayReminderPlan.next(for: horymir, catalog: catalog, after: instant("2028-01-01T00:00:00Z"))?.day
                == LocalDate(year: 2028, month: 2, day: 29))
    }

    @Test func aNameWithoutADayPlansNothing() {
        #expect(
            NameDayReminderPlan.notices(for: reminder("Zyxw", zone: "Europe/Prague"), catalog: catalog, after: Date(), link: "", ids: ids)
                .isEmpty)
    }
}
