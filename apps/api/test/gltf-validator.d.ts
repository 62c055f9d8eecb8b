/** The few parts of Khronos' glTF Validator (npm `gltf-validator`, no types of its own) the tests use. */
declare module 'gltf-validator' {
  export type ValidatorIssue = {
    code: string
    message: string
    /** 0 error, 1 warning, 2 information, 3 hint. */
    severity: number
    pointer?: string
  }
  export type ValidatorReport = {
    issues: {
      numErrors: number
      numWarnings: number
      numInfos: number
      numHints: number
      messages: ValidatorIssue[]
    }
    info?: {
      version: string
      generator?: string
      extensionsUsed?: string[]
      extensionsRequired?: string[]
      totalVertexCount?: number
      totalTriangleCount?: number
      maxAttributes?: number
      maxUVs?: number
      materialCount?: number
      drawCallCount?: number
    }
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number; ignoredIssues?: string[] },
  ): Promise<ValidatorReport>
  export function version(): string
}
