import DomovCore
import Foundation

/// How much one calendar-multiget, calendar-query or sync-collection may answer (issue 23). One event of
/// 900 KB with a rule repeating every minute, expanded over three months, made an answer of
/// 84 MB, and four such REPORTs at once took the server from 70 MB to 720 MB of memory.
///
/// An object whose expansion holds more instances than `maximumInstancesPerObject` refuses the
/// REPORT with 403 and CALDAV:max-instances (RFC 4791 §5.2.8, advertised on every collection):
/// dropping instances would tell the app they were deleted. Past the other limits the answer is
/// cut short after the last whole object, with a 507 response for the request-URI holding
/// DAV:number-of-matches-within-limits (RFC 4791 §7.8, as RFC 5323 §5.2 does for searches), so
/// an app can ask again for fewer objects or a shorter range. A sync-collection is cut after
/// the last whole revision under 16 MiB, as its DAV:limit is, with a token to go on from.
/// Answers are written as produced, so the limit in bytes bounds what an app gets at once, and
/// the memory only of an expanded answer, which is built whole (CalDAVExchange+Reports).
struct CalDAVReportBudget {
    /// Advertised as CALDAV:max-instances; the planner shows as many of a series per view.
    static let maximumInstancesPerObject = PlannerExpansion.maximumOccurrencesPerSeries
    static let maximumInstancesPerReport = 50_000
    /// The multistatus body, in bytes of UTF-8.
    static let maximumBytes = 16 << 20

    enum Overflow: Error {
        /// One object alone expands to more instances than any answer may hold.
        case tooManyInstances
        /// The answer is full: what was added so far is sent, marked incomplete.
        case full
    }

    private(set) var instancesLeft = maximumInstancesPerReport
    private(set) var bytesLeft = maximumBytes

    /// `calendar` expanded over the range, as text for calendar-data, within what is left.
    mutating func expanded(_ calendar: ICalComponent, from start: Date, to end: Date, floatingTimeZone: TimeZone) throws(Overflow) -> String
    {
        let allowed = min(Self.maximumInstancesPerObject, instancesLeft)
        let expansion: ICalComponent
        do {
            expansion = try CalendarQueryExpansion.expand(
                calendar, from: start, to: end, floatingTimeZone: floatingTimeZone,
                maximumInstances: allowed)
        } catch {
            throw allowed == Self.maximumInstancesPerObject ? Overflow.tooManyInstances : Overflow.full
        }
        // Escaping for XML only adds bytes, so text already past the budget is given up unfinished.
        guard let text = expansion.serialized(maximumBytes: bytesLeft) else { throw .full }
        instancesLeft -= expansion.components.count
        return text
    }

    /// Takes one response's bytes from what is left, or throws when it does not fit.
    mutating func spend(_ response: String) throws(Overflow) {
        let size = response.utf8.count
        guard size <= bytesLeft else { throw .full }
        bytesLeft -= size
    }
}
