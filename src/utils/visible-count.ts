/** How many cards show after `clicks` presses of Explore More: 6 first, then 3 more a press. */
export const visibleCount = (total: number, clicks: number, initial = 6, step = 3) => Math.min(total, initial + step * clicks);
