/** 20000 -> "20,000": commas every three digits, the same on the server and in every browser. */
export const formatNumber = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
