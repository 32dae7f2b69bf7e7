/** `res/api/robot/info`'s data (API.md "Site robot"). */
export interface RobotInfoRow {
  name?: unknown;
  welcome?: unknown;
}

/** `res/api/robot/greetings`' data. */
export interface RobotGreetingsRow {
  greeting?: unknown;
  questions?: unknown;
}

/** `res/api/robot/answer`'s data. */
export interface RobotAnswerRow {
  answered?: unknown;
  content?: unknown;
  items?: unknown;
}

/** An item of an answer. */
export interface RobotItemRow {
  resourceType?: unknown;
  id?: unknown;
  title?: unknown;
  summary?: unknown;
}
