import DomovCore
import Foundation
import Hummingbird

extension HomeController {
    /// The Today page. Its `#today` fragment is hashed into an ETag so that the page's script,
    /// refetching every minute, gets 304 and no body when nothing changed.
    func today(_ request: Request, household: Household, user: User, chrome: PageChrome) async throws -> Response {
        async let summary = services.today.today(in: household.id, for: user)
        async let categories = services.planner.categories(in: household.id, for: user)
        async let calendars = services.nameDays.followedCalendars(for: user)
        let summaryValue = try await summary
        let zone = summaryValue.timeZone
        let now = summaryValue.now
        let page = TodayPage(
            chrome: chrome, household: household, summary: summaryValue,
            planner: PlannerFrame(
                chrome: chrome, household: household, categories: try await categories, members: [], filter: PlannerFilter(),
                timeZone: zone, now: now, format: PlannerFormat(language: chrome.t.language, timeZone: zone)
            ),
            chores: ChoresFrame(chrome: chrome, household: household, members: [], timeZone: zone, now: now),
            nameDays: NameDayFrame(chrome: chrome, calendars: try await calendars, timeZone: zone, now: now)
        )
        let fragment = page.fragment
        let etag = TodayPage.etag(ofFragment: fragment.rendered)
        if request.headers[.ifNoneMatch] == etag {
            var headers: HTTPFields = [:]
            headers[.eTag] = etag
            headers[.cacheControl] = "no-store"
            return Response(status: .notModified, headers: headers)
        }
        var response = Response.html(page.render(fragment: fragment, etag: etag))
        response.headers[.eTag] = etag
        return response
    }
}
