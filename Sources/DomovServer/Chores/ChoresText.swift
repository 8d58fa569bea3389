import DomovCore
import Foundation

/// Every string of the chores pages. Like `PlannerText`, each language is one exhaustive
/// switch (ChoresText+English, ChoresText+Czech), so none can be missing from either.
enum ChoresText: Sendable, Equatable {
    // Frame
    case moduleTitle, views, rooms, overview, myRooms, allRooms, newRoom, newChore, formerMember, nobody
    case calDAVDescription(String)

    // Rooms
    case roomType(ChoreRoomType), roomName, roomTypeLabel, createRoom, roomsEmpty, myRoomsEmpty, choreCount(Int)
    /// A room card's "2 critical" and "1 overdue".
    case criticalCount(Int), overdueCount(Int)
    case inMyRooms, addToMyRooms, removeFromMyRooms, deleteRoom, roomEmpty, deleteRoomQuestion(String), deleteRoomExplanation(Int)
    case leaveHousehold

    // Chore list and status
    case name, timeRemaining, interval, status, statusOf(ChoreStatus), statusRuleHeading, statusRule
    case left(String), overdueBy(String), startsIn(String), doneAt(String), unitDays, unitHours, unitMinutes, underAMinute
    case every(ChoreInterval), once

    // Chore form
    case room, details, kindLegend, kindOnce, kindRecurring, startDate, startTime, startHint, endDate, endTime
    case intervalValue, intervalUnit, unit(ChoreInterval.Unit), timeZone, assignee, rotationLegend, rotationMode(ChoreRotation.Mode)
    case rotationMembers, createChore, noRoomsYet, editChore, saveChore
    /// Without JavaScript: sends the form back to show the fields of the kind and rotation chosen.
    case showChosenFields

    // Chore page
    case starts, due, elapsed, complete, renew, note, history, historyEmpty, undoLast, completedBy(String, String)
    case deleteChore, deleteChoreQuestion(String), deleteChoreExplanation, delete, cancel, createdBy, rotation
    case assignmentHeading, saveAssignment, alertsOfferHeading, alertsOfferText, alertsOfferButton, alertsWho, doneBy

    // Overview
    case noticeCritical(name: String, due: String), noticeOverdue(name: String, due: String)
    case feedHeading, feedExplanation, feedCreate, feedAddressLabel, feedName, feedRevokeHint, calendarLink
    case urgentMine, urgentAll, urgentEmpty, urgentShowing(Int, of: Int), urgentShowMore(Int), showAllRooms, showMyRooms, statsHeading,
        statsEmpty, completions(Int)
}
