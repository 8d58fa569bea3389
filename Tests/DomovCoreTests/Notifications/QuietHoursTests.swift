import DomovCore
import Foundation
import Testing

@Suite("QuietHours and DeliveryRetryPolicy")
struct QuietHoursTests {
    static let prague = TimeZone(identifier: "Europe/Prague")!

    /// A Prague wall-clock time as an instant.
    static func prague(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = prague
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    @Test func aQuietAcrossMidnightEndsTheNextMorningInThePersonsZone() throws {
        let quiet = try #require(QuietHours(startMinute: 22 * 60, endMinute: 7 * 60))
        #expect(quiet.end(ifQuietAt: Self.prague(2025, 1, 20, 23, 30), in: Self.prague) == Self.prague(2025, 1, 21, 7))
        #expect(quiet.end(ifQuietAt: Self.prague(2025, 1, 21, 6, 59), in: Self.prague) == Self.prague(2025, 1, 21, 7))
        #expect(quiet.end(ifQuietAt: Self.prague(2025, 1, 21, 7), in: Self.prague) == nil)
        #expect(quiet.end(ifQuietAt: Self.prague(2025, 1, 21, 21, 59), in: Self.prague) == nil)
    }

    @Test func aQuietWithinOneDayAndAcrossADaylightSavingChange() throws {
        let afternoon = try #require(QuietHours(startMinute: 13 * 60, endMinute: 15 * 60))
        #expect(afternoon.end(ifQuietAt: Self.prague(2025, 1, 20, 14), in: Self.prague) == Self.prague(2025, 1, 20, 15))
        #expect(afternoon.end(ifQuietAt: Self.prague(2025, 1, 20, 12), in: Self.prague) == nil)
        // Clocks go forward on 30 March 2025: the night is an hour shorter, the end is still 07:00 local.
        let night = try #require(QuietHours(startMinute: 22 * 60, endMinute: 7 * 60))
        let end = try #require(night.end(ifQuietAt: Self.prague(2025, 3, 29, 23), in: Self.prague))
        #expect(end == Self.prague(2025, 3, 30, 7))
        #expect(end.timeIntervalSince(Self.prague(2025, 3, 29, 23)) == 7 * 3600)
    }

    @Test func emptyOrOutOfRangeQuietHoursAreRefused() {
        #expect(QuietHours(startMinute: 600, endMinute: 600) == nil)
        #expect(QuietHours(startMinute: -1, endMinute: 600) == nil)
        #expect(QuietHours(startMinute: 0, endMinute: 1440) == nil)
    }

    @Test func retriesBackOffExponentiallyThenGiveUp() {
        let policy = DeliveryRetryPolicy(initialDelay: 30, maximumDelay: 300, maximumAttempts: 5)
        let now = Date(timeIntervalSince1970: 0)
        let delays = (1...5).map { policy.nextAttempt(after: $0, now: now).map { $0.timeIntervalSince(now) } }
        #expect(delays == [30, 60, 120, 240, nil])
        #expect(policy.nextAttempt(after: 1, now: now, retryAfter: 90) == now.addingTimeInterval(90), "a longer Retry-After wins")
        #expect(policy.nextAttempt(after: 4, now: now, retryAfter: 10_000) == now.addingTimeInterval(300), "capped")
    }

    @Test func emailNeedsTheVerifiedAddressOfTheAccount() {
        var settings = NotificationSettings(verifiedEmail: "Jana@Example.org")
        #expect(settings.mayEmail("jana@example.org"))
        #expect(!settings.mayEmail("other@example.org"))
        settings.email = false
        #expect(!settings.mayEmail("jana@example.org"))
        #expect(!NotificationSettings().mayEmail("jana@example.org"))
    }
}
