import Foundation

/// Who does a recurring chore next: nobody in particular, the chosen members in turn, or
/// whichever of them has done it least.
public struct ChoreRotation: Sendable, Equatable {
    public enum Mode: String, Sendable, CaseIterable, Codable {
        /// The assignee stays as chosen.
        case none
        /// On each renewal the next member of `members` after the current assignee.
        case roundRobin = "round-robin"
        /// On each renewal the member of `members` with the fewest completions of this chore
        /// (ties go to the one listed first).
        case leastDone = "least-done"
    }

    public var mode: Mode
    /// The members taking turns, in order.
    public var members: [ID<User>]

    public init(mode: Mode = .none, members: [ID<User>] = []) {
        self.mode = mode
        self.members = members
    }

    public static let none = ChoreRotation()

    /// The assignee after a renewal, given the current one and how often each member has done
    /// the chore (the renewal being recorded included).
    public func nextAssignee(after current: ID<User>?, completions: [ID<User>: Int]) -> ID<User>? {
        guard !members.isEmpty else { return current }
        switch mode {
        case .none:
            return current
        case .roundRobin:
            guard let current, let index = members.firstIndex(of: current) else { return members[0] }
            return members[(index + 1) % members.count]
        case .leastDone:
            // min(by:) keeps the first of equal elements, so ties go to the one listed first.
            return members.min { completions[$0, default: 0] < completions[$1, default: 0] }
        }
    }
}
