import Foundation

/// Where a chore stands, from the time since its start and the time left until it is due.
///
/// The rule, for a chore whose current span runs from `start` to `due` (a one-time chore's
/// end, or a recurring chore's start plus its interval), at the instant `now`:
///
/// | status     | when                                                        |
/// |------------|-------------------------------------------------------------|
/// | `done`     | a one-time chore that was completed (whatever the time)     |
/// | `upcoming` | `now` < `start`                                             |
/// | `ok`       | less than 50 % of the span has elapsed                      |
/// | `soon`     | from 50 % up to (not including) 80 % of the span elapsed    |
/// | `critical` | from 80 % of the span elapsed until `due` (not included)    |
/// | `overdue`  | `now` ≥ `due`                                               |
///
/// Each threshold belongs to the later status: at exactly 50 % a chore is `soon`, at exactly
/// 80 % it is `critical`, at exactly `due` it is `overdue`. The comparisons are made on whole
/// milliseconds, so a boundary is never missed by a rounding error. The moment a chore turns
/// critical is `criticalAt(start:due:)`; that is when its alert is planned.
public enum ChoreStatus: String, Sendable, CaseIterable, Codable {
    case upcoming, ok, soon, critical, overdue, done

    /// The share of the span after which a chore is `soon`, as a fraction (1/2).
    public static let soonFraction = (numerator: Int64(1), denominator: Int64(2))
    /// The share of the span after which a chore is `critical`, as a fraction (4/5 = 80 %).
    public static let criticalFraction = (numerator: Int64(4), denominator: Int64(5))

    /// The status by the rule above.
    public static func of(start: Date, due: Date, now: Date, isDone: Bool = false) -> ChoreStatus {
        if isDone { return .done }
        let start = milliseconds(start), due = milliseconds(due), now = milliseconds(now)
        if now < start { return .upcoming }
        if now >= due { return .overdue }
        let elapsed = now - start, span = due - start
        if elapsed * criticalFraction.denominator >= span * criticalFraction.numerator { return .critical }
        if elapsed * soonFraction.denominator >= span * soonFraction.numerator { return .soon }
        return .ok
    }

    /// The first millisecond at which the chore is `critical`: 80 % of the way from start to due.
    public static func criticalAt(start: Date, due: Date) -> Date {
        let start = milliseconds(start), span = milliseconds(due) - start
        // Rounded up, so that at the returned instant the rule above already says critical.
        let offset = (span * criticalFraction.numerator + criticalFraction.denominator - 1) / criticalFraction.denominator
        return Date(timeIntervalSince1970: Double(start + offset) / 1000)
    }

    /// How urgent the status is, for sorting an overview: overdue first, done last.
    public var urgency: Int {
        switch self {
        case .overdue: 0
        case .critical: 1
        case .soon: 2
        case .ok: 3
        case .upcoming: 4
        case .done: 5
        }
    }

    private static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
