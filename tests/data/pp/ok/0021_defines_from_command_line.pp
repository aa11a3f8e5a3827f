double s_q[8][8];
int f = ((8)*2);
