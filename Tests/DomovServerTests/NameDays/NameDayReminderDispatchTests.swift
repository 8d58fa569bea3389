import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A name-day reminder reaches the inbox at 07:00 local time on the name's day, and the
/// dispatcher plans next year's. The clock is frozen and moved by hand; nothing sleeps.
@Suite("Name-day reminder dispatch")
struct NameDayReminderDispatchTests {
    static func at(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    /// Signs up, sets the zone, saves a reminder for the name, and checks that it goes out at
    /// `due` (not a minute before) and again a year later.
    func expectFires(_ name: String, zone: String, at due: String, nextYear: String) async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            try await NameDayPagesTests.setZone(&jana, zone)
            #expect(
                try await jana.post("/name-days/reminders", [("name", name), ("person", "Babi"), ("time", "07:00")]).status == .seeOther)
            var job = app.dispatcher()
            job.grace = 6 * 3600
            app.clock.set(to: Self.at(due).addingTimeInterval(-60))
            #expect(try await job.runOnce() == 0, "\(name) in \(zone): not before \(due)")
            app.clock.set(to: Self.at(due))
            #expect(try await job.runOnce() == 1, "\(name) in \(zone): at \(due)")
            #expect(try await job.runOnce() == 0, "a notice goes out once")
            // Months have passed, so the session has expired: the inbox is read from storage.
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let inbox = try await app.storage.notifications.inbox(userID: user.id, now: app.clock.now, limit: 10)
            let text = NoticeText(t: Localizer(language: .english), timeZone: user.preferences.timeZone)
            #expect(inbox.map(text.message) == ["Name day today: Babi (\(name))"])
            #expect(inbox.map(\.link) == [SiteURL.nameDays(.reminders()).path], "the server gives Core the reminders page's path")

            app.clock.set(to: Self.at(nextYear).addingTimeInterval(-60))
            #expect(try await job.runOnce() == 0)
            app.clock.set(to: Self.at(nextYear))
            #expect(try await job.runOnce() == 1, "\(name) in \(zone): again a year later at \(nextYear)")
        }
    }

    @Test func firesAtSevenPragueTimeInWinter() async throws {
        // Kateřina, 25 November: CET (UTC+1).
        try await expectFires("Kateřina", zone: "Europe/Prague", at: "2025-11-25T06:00:00Z", nextYear: "2026-11-25T06:00:00Z")
    }

    @Test func firesAtSevenPragueTimeInSummer() async throws {
        // Jan, 24 June: CEST (UTC+2).
        try await expectFires("Jan", zone: "Europe/Prague", at: "2025-06-24T05:00:00Z", nextYear: "2026-06-24T05:00:00Z")
    }

    @Test func firesAtSevenNewYorkTime() async throws {
        // Josef, 19 March: New York is on EDT (UTC-4) from 9 March 2025 and 8 March 2026.
        try await expectFires("Josef", zone: "America/New_York", at: "2025-03-19T11:00:00Z", nextYear: "2026-03-19T11:00:00Z")
    }

    @Test func aDeletedReminderSendsNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.post("/name-days/reminders", [("name", "Ctirad")])
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let reminder = try #require(try await app.storage.nameDays.reminders(userID: user.id).first)
            #expect(try await jana.post("/name-days/reminders/\(reminder.id)/delete").status == .seeOther)
            app.clock.set(to: Self.at("2025-01-16T07:00:00Z"))
            #expect(try await app.dispatcher().runOnce() == 0)
        }
    }
}
