import DomovCore
import DomovTesting
import Foundation
import Testing

@Suite("FrozenClock")
struct FrozenClockTests {
    @Test func standsStillUntilAdvanced() {
        let clock = FrozenClock()
        let wall = clock.wallClock
        #expect(wall.now() == FrozenClock.defaultStart)
        #expect(wall.now() == wall.now())
        clock.advance(by: 90)
        #expect(wall.now() == FrozenClock.defaultStart.addingTimeInterval(90))
        clock.set(to: Date(timeIntervalSince1970: 0))
        #expect(wall.now() == Date(timeIntervalSince1970: 0))
    }
}
