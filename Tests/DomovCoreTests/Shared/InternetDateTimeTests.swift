import DomovCore
import Foundation
import Testing

@Suite("Date.internetDateTime")
struct InternetDateTimeTests {
    /// The same text as Foundation's formatter, before and after 1970 and with fractions cut off.
    @Test func matchesISO8601DateFormatter() {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        let instants = [0, -0.5, 1.999, 951_782_400, 4_102_444_799.9] + (0..<500).map { _ in Double.random(in: -2e9...4e9, using: &generator) }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(date.internetDateTime == formatter.string(from: date), "\(seconds)")
        }
    }
}
