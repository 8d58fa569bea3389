import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The phone's bottom bar draws five destinations and "More" with labels short enough for a
/// sixth of 390 px in both languages; the sidebar keeps every full name.
@Suite("Navigation on a phone")
struct PhoneNavigationTests {
    @Test(arguments: ["en", "cs"])
    func fiveDestinationsAndMoreWithShortLabels(_ language: String) async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            _ = try await jana.createHousehold("Home")
            let page = try await jana.get("/", headers: [.acceptLanguage: language])
            let nav = try #require(HTMLScraper.element(id: "module-nav", in: page.text))
            let t = Localizer(language: language == "cs" ? .czech : .english)

            // The bar's own items come before the sidebar-only ones and More's menu.
            let bar = try #require(nav.range(of: "<li class=\"nav-secondary\">").map { nav[..<$0.lowerBound] })
            let more = try #require(nav.range(of: "<li class=\"nav-more\">").map { nav[$0.lowerBound...] })
            let primary = bar.matches(of: /<li><a href="([^"]*)"/).map { String($0.output.1) }
            #expect(primary == ["/", "/planner", "/chores", "/meals", "/name-days"])
            #expect(nav.contains("<li class=\"nav-secondary\"><a href=\"/phrasebook\""))
            #expect(nav.contains("<summary>"))
            #expect(nav.contains(t(.moreDestinations)))

            // What is drawn on a phone is at most 9 characters; the full name is read out.
            let moreSummary = more[..<(more.range(of: "<ul class=\"menu\">")?.lowerBound ?? more.endIndex)]
            let drawn = (String(bar) + String(moreSummary)).matches(
                of: /<span class="label(?: label-short" aria-hidden="true)?">([^<]*)<\/span>/
            ).map { String($0.output.1) }
            #expect(drawn.count == 6)
            for label in drawn { #expect(label.count <= 9, "\(label) is too long for the bottom bar") }
            #expect(
                nav.contains("<span class=\"label label-long\">\(t(.moduleName(.chores)))</span>")
                    || t(.moduleName(.chores)) == t(.shortModuleName(.chores)))
        }
    }

    @Test func moreIsMarkedWhenTheCurrentPageIsInIt() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let settings = try await jana.get("/settings")
            #expect(settings.text.contains("<summary class=\"current\">"))
            let home = try await jana.get("/")
            #expect(!home.text.contains("<summary class=\"current\">"))
        }
    }
}
