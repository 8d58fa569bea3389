import DomovCore
import Testing

@Suite("LoginThrottle")
struct LoginThrottleTests {
    let throttle = LoginThrottle()

    @Test func defaults() {
        #expect(throttle.window == 15 * 60)
        #expect(throttle.maximumFailuresPerAccount == 5)
        #expect(throttle.maximumFailuresPerAddress == 20)
        #expect(throttle.retryAfterSeconds == 900)
    }

    @Test func allowsUpToTheLimitsExclusive() {
        #expect(throttle.allows(accountFailures: 0, addressFailures: 0))
        #expect(throttle.allows(accountFailures: 4, addressFailures: 19))
        #expect(!throttle.allows(accountFailures: 5, addressFailures: 0))
        #expect(!throttle.allows(accountFailures: 0, addressFailures: 20))
        #expect(!throttle.allows(accountFailures: 9, addressFailures: 40))
    }

    @Test func customLimits() {
        let strict = LoginThrottle(window: 60, maximumFailuresPerAccount: 1, maximumFailuresPerAddress: 2)
        #expect(strict.allows(accountFailures: 0, addressFailures: 1))
        #expect(!strict.allows(accountFailures: 1, addressFailures: 0))
        #expect(!strict.allows(accountFailures: 0, addressFailures: 2))
        #expect(strict.retryAfterSeconds == 60)
    }

    @Test func keysSeparateAccountsFromAddressesAndIgnoreEmailCase() {
        #expect(LoginThrottle.accountKey("Jana@Example.ORG") == "account:jana@example.org")
        #expect(LoginThrottle.accountKey("jana@example.org") == LoginThrottle.accountKey("JANA@example.org"))
        #expect(LoginThrottle.addressKey("192.0.2.1") == "address:192.0.2.1")
        #expect(LoginThrottle.accountKey("x") != LoginThrottle.addressKey("x"))
    }
}
