import DomovCore
import Foundation

extension ChoresText {
    var english: String {
        switch self {
        case .moduleTitle: "Chores"
        case .views: "Chores views"
        case .rooms: "Rooms"
        case .overview: "Overview"
        case .myRooms: "My rooms"
        case .allRooms: "All rooms"
        case .newRoom: "New room"
        case .newChore: "New chore"
        case .formerMember: "Former member"
        case .nobody: "Nobody in particular"
        case .calDAVDescription(let household): "The chores of \(household) in Domov. Read-only: complete and renew them in Domov."
        case .roomType(let type):
            switch type {
            case .kitchen: "Kitchen"
            case .livingRoom: "Living room"
            case .bedroom: "Bedroom"
            case .childrensRoom: "Children's room"
            case .bathroom: "Bathroom"
            case .toilet: "Toilet"
            case .hallway: "Hallway"
            case .laundry: "Laundry"
            case .garden: "Garden"
            case .other: "Other"
            }
        case .roomName: "Room name"
        case .roomTypeLabel: "Type"
        case .createRoom: "Add room"
        case .roomsEmpty: "No rooms yet. Add the first one: a kitchen, a bathroom, the garden…"
        case .myRoomsEmpty: "None of the rooms is in My rooms yet. Open a room to add it."
        case .choreCount(let count): count == 1 ? "1 chore" : "\(count) chores"
        case .criticalCount(let count): "\(count) critical"
        case .overdueCount(let count): "\(count) overdue"
        case .inMyRooms: "In My rooms"
        case .addToMyRooms: "Add to My rooms"
        case .removeFromMyRooms: "Remove from My rooms"
        case .deleteRoom: "Delete room"
        case .roomEmpty: "No chores in this room yet."
        case .deleteRoomQuestion(let name): "Delete the room “\(name)”?"
        case .deleteRoomExplanation(let count):
            """
            The room and its \(count == 1 ? "1 chore" : "\(count) chores") are deleted for everyone in the household, with their history. \
            This cannot be undone.
            """
        case .leaveHousehold: "Leave this household"
        case .name: "Chore"
        case .timeRemaining: "Time remaining"
        case .interval: "Repeats"
        case .status: "Status"
        case .statusOf(let status):
            switch status {
            case .upcoming: "Upcoming"
            case .ok: "OK"
            case .soon: "Soon"
            case .critical: "Critical"
            case .overdue: "Overdue"
            case .done: "Done"
            }
        case .statusRuleHeading: "How the status is worked out"
        case .statusRule:
            """
            Each chore runs from its start to its due time (the end of a one-time chore, or the start plus the interval of a recurring \
            one). Before the start it is Upcoming; in the first half of that span it is OK; from half-way it is Soon; from 80 % of the \
            span it is Critical; from the due time on it is Overdue. A completed one-time chore is Done. Members with the room in My \
            rooms, and the assignee, are alerted once when a chore turns Critical, or at once if it already is when it is made or its room \
            is added to My rooms. The status updates by itself while the page is open.
            """
        case .left(let time): "\(time) left"
        case .overdueBy(let time): "overdue by \(time)"
        case .startsIn(let time): "starts in \(time)"
        case .doneAt(let time): "done \(time)"
        case .unitDays: "d"
        case .unitHours: "h"
        case .unitMinutes: "min"
        case .underAMinute: "under a minute"
        case .every(let interval):
            switch interval.unit {
            case .minutes: interval.value == 1 ? "every minute" : "every \(interval.value) minutes"
            case .hours: interval.value == 1 ? "every hour" : "every \(interval.value) hours"
            case .days: interval.value == 1 ? "every day" : "every \(interval.value) days"
            case .weeks: interval.value == 1 ? "every week" : "every \(interval.value) weeks"
            }
        case .once: "once"
        case .room: "Room"
        case .details: "Description (optional)"
        case .kindLegend: "How often"
        case .kindOnce: "Once, between a start and an end"
        case .kindRecurring: "Again and again, at an interval"
        case .startDate: "Start date"
        case .startTime: "Start time"
        case .startHint: "Leave empty to start now."
        case .endDate: "End date"
        case .endTime: "End time"
        case .intervalValue: "Every"
        case .intervalUnit: "Unit"
        case .unit(let unit):
            switch unit {
            case .minutes: "minutes"
            case .hours: "hours"
            case .days: "days"
            case .weeks: "weeks"
            }
        case .timeZone: "Time zone"
        case .assignee: "Assigned to"
        case .rotationLegend: "Take turns on each renewal"
        case .rotationMode(let mode):
            switch mode {
            case .none: "No rotation"
            case .roundRobin: "In turn"
            case .leastDone: "Whoever has done it least"
            }
        case .rotationMembers: "Members taking turns"
        case .createChore: "Add chore"
        case .editChore: "Edit chore"
        case .saveChore: "Save changes"
        case .noRoomsYet: "Add a room first: chores belong to rooms."
        case .showChosenFields: "Show the fields for this choice"
        case .starts: "Start"
        case .due: "Due"
        case .elapsed: "Time elapsed"
        case .complete: "Complete"
        case .renew: "Renew"
        case .note: "Note (optional)"
        case .history: "History"
        case .historyEmpty: "Not done yet."
        case .undoLast: "Undo the last completion"
        case .completedBy(let who, let when): "\(who), \(when)"
        case .deleteChore: "Delete"
        case .deleteChoreQuestion(let name): "Delete the chore “\(name)”?"
        case .deleteChoreExplanation:
            "The chore and its history are deleted for everyone in the household, and its pending alert is cancelled."
        case .delete: "Delete"
        case .cancel: "Cancel"
        case .createdBy: "Created by"
        case .rotation: "Rotation"
        case .assignmentHeading: "Who does it"
        case .saveAssignment: "Save"
        case .alertsOfferHeading: "Hear when a chore turns critical"
        case .alertsOfferText: "Domov can alert this device when one of the chores in My rooms, or one assigned to you, turns critical."
        case .alertsOfferButton: "Turn on notifications"
        case .alertsWho: "Alerted when it turns critical"
        case .doneBy: "Done by"
        case .noticeCritical(let name, let due): "\(name) is critical: due \(due)"
        case .noticeOverdue(let name, let due): "\(name) is overdue: it was due \(due)"
        case .feedHeading: "Chores in your calendar app"
        case .feedExplanation:
            """
            Subscribe to this address in Google Calendar, Outlook, Apple Calendar or any app that reads iCalendar, and the household's \
            chores show there from the time they turn critical until they are due. The address is yours alone: keep it to yourself.
            """
        case .feedCreate: "Make a chores calendar address"
        case .feedAddressLabel: "Your chores calendar address. Copy it now: it is shown only once."
        case .feedName: "Chores calendar"
        case .feedRevokeHint: "The addresses you have made are listed, and can be revoked, under"
        case .calendarLink: "Planner → Calendar apps"
        case .urgentMine: "Critical and overdue in My rooms"
        case .urgentAll: "Critical and overdue in all rooms"
        case .urgentShowing(let shown, let total): "The \(shown) most urgent of \(total) are shown."
        case .urgentShowMore(let count): "Show \(count) more"
        case .urgentEmpty: "Nothing critical or overdue. Well done."
        case .showAllRooms: "Show all rooms"
        case .showMyRooms: "Show My rooms only"
        case .statsHeading: "Completions in the last 30 days"
        case .statsEmpty: "Nothing completed in the last 30 days."
        case .completions(let count): count == 1 ? "1 completion" : "\(count) completions"
        }
    }
}
