import Foundation

/// Who does a recurring chore next: nobody in particular, the chosen members in turn, or
/// whichever of them has done it least.
public struct ChoreRotation: Sendable, Equatable {
    public enum Mode: String, Sendable, CaseIterable, Codable {
        /// The assignee stays as chosen.
        case none
        /// On each renewal the next member of `members` after the one who did it (after the
        /// current assignee when someone outside the rotation did it).
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

    /// The assignee after a renewal, given the current one, who actually did it, and how often
    /// each member has done the chore (the renewal being recorded included). Turns follow who
    /// did it: when Petr does Jana's turn, the one after Petr is next, not Petr again.
    public func nextAssignee(after current: ID<User>?, doneBy: ID<User>? = nil, completions: [ID<User>: Int]) -> ID<User>? {
        guard !members.isEmpty else { return current }
        switch mode {
        case .none:
            return current
        case .roundRobin:
            let last = doneBy.flatMap { members.contains($0) ? $0 : nil } ?? current
            guard let last, let index = members.firstIndex(of: last) else { return members[0] }
            return members[(index + 1) % members.count]
        case .leastDone:
            // min(by:) keeps the first of equal elements, so ties go to the one listed first.
            return members.min { completions[$0, default: 0] < completions[$1, default: 0] }
        }
    }
}
