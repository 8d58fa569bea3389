import DomovCore
import DomovTesting
import Foundation
import Testing

@Suite("Invite")
struct InviteTests {
    let ids = IDGenerator.sequential()
    let created = FrozenClock.defaultStart

    func invite(expiresAt: Date) -> Invite {
        Invite(id: ids(), householdID: ids(), createdBy: ids(), createdAt: created, expiresAt: expiresAt)
    }

    @Test func lifetimeIsOneWeek() {
        #expect(Invite.lifetime == 7 * 24 * 3600)
    }

    @Test func validUntilTheMomentItExpires() {
        let expires = created.addingTimeInterval(Invite.lifetime)
        let invite = invite(expiresAt: expires)
        #expect(invite.isValid(at: created))
        #expect(invite.isValid(at: expires.addingTimeInterval(-0.001)))
        #expect(!invite.isValid(at: expires))
        #expect(!invite.isValid(at: expires.addingTimeInterval(3600)))
    }

    @Test func followsAFrozenClockAsItAdvances() {
        let clock = FrozenClock(created)
        let invite = invite(expiresAt: created.addingTimeInterval(Invite.lifetime))
        clock.advance(by: Invite.lifetime - 1)
        #expect(invite.isValid(at: clock.now))
        clock.advance(by: 1)
        #expect(!invite.isValid(at: clock.now))
    }
}
