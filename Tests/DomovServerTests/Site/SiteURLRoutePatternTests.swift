import DomovCore
@testable import DomovServer
import Foundation
import Hummingbird
import Testing

/// Links and routes share one pattern per page (`SiteURL.Route` and the URL types' `Route`):
/// the router registers every pattern, and each link's path is that pattern filled in, with
/// the values its handler reads under the pattern's parameter names.
@Suite("SiteURL route patterns")
struct SiteURLRoutePatternTests {
    /// The route-name enums: `SiteURL`'s and those of the module URL types it holds.
    static let patterns: [any RoutePattern] =
        SiteURL.Route.allCases + NotificationURL.Route.allCases + ChoresURL.Route.allCases + NameDayURL.Route.allCases
        + PhrasebookURL.Route.allCases + MealsURL.Route.allCases + ExternalSignInURL.Route.allCases + PlannerURL.Route.allCases

    /// The patterns whose parameter spells the link's values its own way (a file named after
    /// them, a calendar view's date), not as the values print.
    static let spelledPatterns: Set<String> = [
        SiteURL.Route.staticFile.rawValue, SiteURL.Route.calendarFeed.rawValue, NameDayURL.Route.feedFile.rawValue,
        PlannerURL.Route.day.rawValue, PlannerURL.Route.week.rawValue, PlannerURL.Route.month.rawValue,
    ]

    @Test func everyPatternIsRegistered() async throws {
        let registered = Set(try await RouteTable.ofTheApplication().routes.map(\.path.description))
        for pattern in Self.patterns {
            #expect(registered.contains(pattern.routerPath.description), "\(pattern.rawValue) is not registered")
        }
    }

    @Test func everySamplePathFillsItsPattern() {
        var filled: Set<String> = []
        for url in SiteURLRouteTableTests.samples {
            guard let pattern = Self.pattern(of: url) else {
                Issue.record("\(url.path) has no pattern")
                continue
            }
            filled.insert(pattern.rawValue)
            let captures = Self.captures(url.path, pattern.routerPath)
            #expect(captures != nil, "\(url.path) does not fit \(pattern.rawValue)")
            // The static files and the feed name a file made from their values, not the values;
            // values after the parameters' go into the query.
            if let captures, !Self.spelledPatterns.contains(pattern.rawValue) {
                #expect(captures[...] == Self.values(url).prefix(captures.count), "\(url.path) gives \(pattern.rawValue) \(captures)")
            }
        }
        let unfilled = Set(Self.patterns.map { $0.rawValue }).subtracting(filled)
        #expect(unfilled.isEmpty, "patterns no sample fills: \(unfilled.sorted())")
    }

    @Test func aPatternIsFilledInOrder() {
        #expect(SiteURL.Route.householdMemberRemove.path("h", "m") == "/households/h/members/m/remove")
        #expect(SiteURL.Route.staticFile.path("icons/icon.svg") == "/static/icons/icon.svg")
        #expect(SiteURL.Route.home.path() == "/")
        #expect(PlannerURL.Route.month.path("h", "2026-03") == "/planner/h/month/2026-03")
    }

    /// The pattern a link must fill: the `Route` case named as the link's case (the static
    /// files share one).
    static func pattern(of url: SiteURL) -> (any RoutePattern)? {
        switch url {
        case .stylesheet, .script, .moduleStylesheet, .moduleScript, .icon: SiteURL.Route.staticFile
        case .module(let module): SiteURL.startRoute(of: module)
        case .notifications(let inner): sameName(inner, in: NotificationURL.Route.self)
        // The chore's page posts its edit to itself.
        case .chores(.updateChore): ChoresURL.Route.chore
        case .chores(let inner): sameName(inner, in: ChoresURL.Route.self)
        case .nameDays(let inner): sameName(inner, in: NameDayURL.Route.self)
        case .phrasebook(let inner): sameName(inner, in: PhrasebookURL.Route.self)
        // The recipe's page posts its edit to itself.
        case .meals(.update): MealsURL.Route.recipe
        case .meals(let inner): sameName(inner, in: MealsURL.Route.self)
        case .externalSignIn(let inner): sameName(inner, in: ExternalSignInURL.Route.self)
        // The item's page posts its edit to itself; a calendar view has a pattern per range.
        case .planner(.update): PlannerURL.Route.item
        case .planner(.calendar(_, .day, _)): PlannerURL.Route.day
        case .planner(.calendar(_, .week, _)): PlannerURL.Route.week
        case .planner(.calendar(_, .month, _)), .planner(.monthDay): PlannerURL.Route.month
        case .planner(let inner): sameName(inner, in: PlannerURL.Route.self)
        default: sameName(url, in: SiteURL.Route.self)
        }
    }

    /// The case of `Route` named as the link's case.
    static func sameName<Route: RoutePattern>(_ url: Any, in _: Route.Type) -> Route? {
        Route.allCases.first { "\($0)" == SiteURLRouteTableTests.caseName(url) }
    }

    /// What the path gives the pattern's parameters, in order, or nil when it does not fit.
    static func captures(_ path: String, _ pattern: RouterPath) -> [String]? {
        var segments = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: "/")[...]
        var captures: [String] = []
        for element in pattern.components {
            let text = element.description
            if text == "**" {
                guard !segments.isEmpty else { return nil }
                return captures + [segments.joined(separator: "/")]
            }
            guard let segment = segments.popFirst() else { return nil }
            if text.hasPrefix("{") {
                captures.append(String(segment))
            } else if text != segment {
                return nil
            }
        }
        return segments.isEmpty ? captures : nil
    }

    /// The values a link's case carries, as its path spells them.
    static func values(_ url: Any) -> [String] {
        guard let payload = Mirror(reflecting: url).children.first?.value else { return [] }
        // A module's URL type inside `SiteURL`: its own case's values.
        if String(describing: type(of: payload)).hasSuffix("URL") { return values(payload) }
        let mirror = Mirror(reflecting: payload)
        return mirror.displayStyle == .tuple ? mirror.children.map { "\($0.value)" } : ["\(payload)"]
    }
}
