// Spectral-element style operator, hand-written CUDA: the blocking of sem.okl, one element per
// block, an Nq x Nq plane of threads each holding its column of Nq values in registers.
#define p_Nq 8
#define p_Np (p_Nq * p_Nq * p_Nq)

__global__ void __launch_bounds__(p_Nq * p_Nq)
    sem_kernel(const float *__restrict__ D, const float *__restrict__ q,
               float *__restrict__ Aq) {
  __shared__ float s_D[p_Nq][p_Nq];
  __shared__ float s_q[p_Nq][p_Nq];
  float r_q[p_Nq], r_Aq[p_Nq];
  const int i = threadIdx.x, j = threadIdx.y, e = blockIdx.x;
  s_D[j][i] = D[p_Nq * j + i];
#pragma unroll
  for (int k = 0; k < p_Nq; ++k) {
    r_q[k] = q[e * p_Np + k * p_Nq * p_Nq + j * p_Nq + i];
    r_Aq[k] = 0;
  }
#pragma unroll
  for (int k = 0; k < p_Nq; ++k) {
    // The barrier before the store also orders the s_D loads (k == 0) and the previous
    // iteration's reads of s_q.
    __syncthreads();
    s_q[j][i] = r_q[k];
    __syncthreads();
    float qr = 0;
#pragma unroll
    for (int m = 0; m < p_Nq; ++m) qr += s_D[i][m] * s_q[j][m];
    r_Aq[k] += qr;
  }
#pragma unroll
  for (int k = 0; k < p_Nq; ++k) Aq[e * p_Np + k * p_Nq * p_Nq + j * p_Nq + i] = r_Aq[k];
}

extern "C" void sem(const int Nelements, const float *D, const float *q, float *Aq) {
  if (Nelements > 0) sem_kernel<<<Nelements, dim3(p_Nq, p_Nq)>>>(D, q, Aq);
}
