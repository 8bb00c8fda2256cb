/** The text badges that name a card's variant; colour alone never carries the meaning. */
export const badgeLabels = {
  luxury: 'Luxury',
  nocturnal: 'Nocturnal',
  main: 'Main programme',
  ultra: 'Ultra',
} as const;

export type BadgeKey = keyof typeof badgeLabels;
