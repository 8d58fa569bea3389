import DomovCore
import Foundation
import Testing

@Suite("Name-day feed writer")
struct NameDayFeedWriterTests {
    @Test func oneYearlyAllDayEventPerReminderAndDay() throws {
        let created = try #require(ISO8601DateFormatter().date(from: "2026-03-01T10:00:00Z"))
        func reminder(_ name: String, person: String?) -> NameDayReminder {
            NameDayReminder(
                id: ID(UUID()), userID: ID(UUID()), name: name, personName: person, minuteOfDay: 420,
                timeZoneIdentifier: "Europe/Prague", calendars: [.czech], createdAt: created, updatedAt: created)
        }
        let writer = NameDayFeedWriter(catalog: .shipped, calendarName: "Svátky", summary: { "Svátek: \($0.title)" }, now: created)
        let text = writer.calendar([reminder("Petr", person: "Strejda; Petr"), reminder("Horymír", person: nil)]).serialized()
        let parsed = try ICalComponent.parse(text)
        let events = parsed.components(named: "VEVENT")
        #expect(events.count == 3)
        #expect(events.map { $0.property("DTSTART")?.value } == ["20260222", "20260629", "20260228"])
        #expect(events.first?.property("SUMMARY")?.text == "Svátek: Strejda; Petr (Petr)")
        #expect(events.last?.property("RRULE")?.value == "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1")
        #expect(Set(events.compactMap { $0.property("UID")?.value }).count == 3)
    }

    /// CalDAV's objects are the feed's events, stamped with the reminder's last change so their
    /// text (and ETag) stays the same from one request to the next.
    @Test func eventsAreTheFeedsWithTheirOwnStamp() throws {
        let created = try #require(ISO8601DateFormatter().date(from: "2026-03-01T10:00:00Z"))
        let edited = created.addingTimeInterval(3600)
        let reminder = NameDayReminder(
            id: ID(UUID()), userID: ID(UUID()), name: "Petr", personName: nil, minuteOfDay: 420,
            timeZoneIdentifier: "Europe/Prague", calendars: [.czech], createdAt: created, updatedAt: edited)
        let writer = NameDayFeedWriter(
            catalog: .shipped, calendarName: "Svátky", summary: { "Svátek: \($0.title)" }, now: created.addingTimeInterval(86_400))
        let events = writer.events(reminder, stamp: edited)
        #expect(events.map { $0.property("DTSTAMP")?.value } == ["20260301T110000Z", "20260301T110000Z"])
        let feed = writer.calendar([reminder]).components
        #expect(events.map { $0.property("UID")?.value } == feed.map { $0.property("UID")?.value })
        #expect(feed.first?.property("DTSTAMP")?.value == "20260302T100000Z")
    }
}
