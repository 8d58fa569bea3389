import DomovCore
import Foundation
import Hummingbird

/// /api/v1/households/{household}/planner: items, occurrences, categories.
struct PlannerAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
    }
}
