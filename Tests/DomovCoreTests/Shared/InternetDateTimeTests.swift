import DomovCore
import Foundation
import Testing

@Suite("Date.internetDateTime")
struct InternetDateTimeTests {
    /// The same text as Foundation's formatter on whole seconds. (On fractions Foundation
    /// sometimes rounds up, 21:20:26.6 to :27, so it is no reference for them.)
    @Test func matchesISO8601DateFormatter() {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        let instants = [0, 951_782_400, 4_102_444_799] + (0..<500).map { _ in Int.random(in: 0...4_000_000_000, using: &generator) }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(date.internetDateTime == formatter.string(from: date), "\(seconds)")
        }
    }

    /// A time shows the second it is in, fractions cut off, before 1970 too.
    @Test func fractionsAreCutOff() {
        #expect(Date(timeIntervalSince1970: 1.999).internetDateTime == "1970-01-01T00:00:01Z")
        #expect(Date(timeIntervalSince1970: 3_726_595_226.6).internetDateTime == "2088-02-02T21:20:26Z")
        #expect(Date(timeIntervalSince1970: -0.5).internetDateTime == "1969-12-31T23:59:59Z")
        #expect(Date(timeIntervalSince1970: -86_400 * 365 - 0.25).internetDateTime == "1968-12-31T23:59:59Z")
    }
}
