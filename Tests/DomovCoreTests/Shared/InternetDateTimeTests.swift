import DomovCore
import Foundation
import Testing

@Suite("Date.internetDateTime")
struct InternetDateTimeTests {
    /// The same text as Foundation's formatter, with fractions of a second cut off.
    @Test func matchesISO8601DateFormatter() {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        let instants = [0, 1.999, 951_782_400, 4_102_444_799.9] + (0..<500).map { _ in Double.random(in: 0...4e9, using: &generator) }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(date.internetDateTime == formatter.string(from: date), "\(seconds)")
        }
    }

    /// Before 1970 too a time shows the second it is in; Foundation's formatter rounds those
    /// toward 1970 instead (22:33:07.6 became :08), so it is no reference there.
    @Test func beforeNineteenSeventyCutsOffToTheSecondItIsIn() {
        #expect(Date(timeIntervalSince1970: -0.5).internetDateTime == "1969-12-31T23:59:59Z")
        #expect(Date(timeIntervalSince1970: -86_400 * 365 - 0.25).internetDateTime == "1968-12-31T23:59:59Z")
    }
}
