@testable import DomovServer
import DomovStorage
import DomovTesting
import HTTPTypes
import HummingbirdTesting
import Testing

@Suite("Health, readiness and metrics")
struct HealthTests {
    @Test func healthAndReadiness() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let health = try await browser.get("/healthz")
            #expect(health.status == .ok)
            #expect(health.text == "ok")
            let ready = try await browser.get("/readyz")
            #expect(ready.status == .ok)
            #expect(ready.text == "ready")
        }
    }

    @Test func metricsAreInThePrometheusTextFormat() async throws {
        // In process the peer is no loopback address, so the token is needed (ConnectionLimitsTests).
        try await withTestApp(configure: { $0.metricsToken = "metrics-token-for-tests" }) { _, client in
            var browser = Browser(client)
            let metrics = try await browser.get("/metrics", headers: [.authorization: "Bearer metrics-token-for-tests"])
            #expect(metrics.status == .ok)
            #expect(metrics.contentType?.hasPrefix("text/plain") == true)
            #expect(metrics.contentType?.contains("version=0.0.4") == true)
        }
    }

    @Test func pagesCarryTheSecurityHeaders() async throws {
        try await withTestApp { _, client in
            var browser = Browser(client)
            let page = try await browser.get("/login")
            let policy = try #require(page.headers[.contentSecurityPolicy])
            #expect(policy.contains("default-src 'self'"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(page.headers[.xContentTypeOptions] == "nosniff")
            #expect(page.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            #expect(page.headers[.cacheControl] == "no-store")
        }
    }
}
