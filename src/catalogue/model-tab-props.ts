/** What a tab of the bike detail is given: the model's key ('Shine100'), which its read takes, and its name ('Shine 100'), which people read. */
export interface ModelTabProps {
  bikeName: string;
  modelName: string;
}
