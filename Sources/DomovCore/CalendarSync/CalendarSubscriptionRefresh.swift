import Foundation

/// What fetching a subscription's address gave: the job's HTTP client says, the core decides.
public enum CalendarFetchOutcome: Sendable, Equatable {
    /// 200 with a body (already cut off at the size limit by the client).
    case fetched(body: String, etag: String?, lastModified: String?)
    /// 304: nothing changed since the validators sent.
    case notModified
    case failed(CalendarSubscriptionProblem)
}

/// Conditional GET headers for a subscription, and what its answer does to it.
public enum CalendarSubscriptionRefresh {
    /// If-None-Match and If-Modified-Since from the last good answer (only if there is one to keep).
    public static func conditionalHeaders(for subscription: CalendarSubscription) -> [(name: String, value: String)] {
        guard subscription.lastSuccessAt != nil else { return [] }
        var headers: [(name: String, value: String)] = []
        if let etag = subscription.etag { headers.append(("If-None-Match", etag)) }
        if let lastModified = subscription.lastModified { headers.append(("If-Modified-Since", lastModified)) }
        return headers
    }

    /// The subscription after an answer at `now`. A body that is not iCalendar is a failure
    /// like any other: the last good events stay, with the problem shown beside them.
    public static func applying(_ outcome: CalendarFetchOutcome, to subscription: CalendarSubscription, at now: Date)
        -> CalendarSubscription
    {
        var updated = subscription
        updated.lastAttemptAt = now
        switch outcome {
        case .fetched(let body, let etag, let lastModified):
            guard isCalendar(body) else { return failed(updated, .notICalendar, now) }
            updated.calendarText = body
            updated.etag = etag
            updated.lastModified = lastModified
            updated.lastSuccessAt = now
            updated.problem = nil
        case .notModified:
            updated.lastSuccessAt = now
            updated.problem = nil
        case .failed(let problem):
            return failed(updated, problem, now)
        }
        updated.nextRefreshAt = now.addingTimeInterval(CalendarSubscription.refreshInterval)
        return updated
    }

    private static func failed(_ subscription: CalendarSubscription, _ problem: CalendarSubscriptionProblem, _ now: Date)
        -> CalendarSubscription
    {
        var failed = subscription
        failed.problem = problem
        failed.nextRefreshAt = now.addingTimeInterval(CalendarSubscription.retryInterval)
        return failed
    }

    /// A VCALENDAR the parser reads, leniently: feeds in the wild bend the rules.
    static func isCalendar(_ text: String) -> Bool {
        guard let calendar = try? ICalComponent.parse(text, options: .init(validatesKnownValues: false)) else { return false }
        return calendar.hasName("VCALENDAR")
    }
}
